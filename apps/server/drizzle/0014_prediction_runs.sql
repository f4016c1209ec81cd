CREATE TABLE "prediction_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"timeframe" text NOT NULL,
	"service_level" double precision NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"item_count" integer,
	"result" jsonb,
	"error" text,
	CONSTRAINT "prediction_runs_timeframe_check" CHECK ("prediction_runs"."timeframe" in ('7d', '30d', '90d')),
	CONSTRAINT "prediction_runs_status_check" CHECK ("prediction_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "prediction_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"service_level" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_settings_single_row" CHECK ("prediction_settings"."id" = 1),
	CONSTRAINT "prediction_settings_service_level_check" CHECK ("prediction_settings"."service_level" > 0 and "prediction_settings"."service_level" < 1)
);
--> statement-breakpoint
ALTER TABLE "prediction_runs" ADD CONSTRAINT "prediction_runs_started_by_accounts_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prediction_runs_one_running" ON "prediction_runs" USING btree ("status") WHERE "prediction_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "prediction_runs_latest_idx" ON "prediction_runs" USING btree ("timeframe","id") WHERE "prediction_runs"."status" = 'succeeded';