ALTER TABLE "prediction_runs" ALTER COLUMN "result" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "prediction_runs" ADD COLUMN "urgent_item_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "prediction_runs" SET "urgent_item_ids" = ARRAY(
  SELECT ("e"->>'itemId')::integer FROM json_array_elements("result"->'predictions'->'urgent') "e"
) WHERE "result" IS NOT NULL;
