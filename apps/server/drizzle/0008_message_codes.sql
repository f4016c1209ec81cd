-- Alerts and notifications store what happened as a code with its params (the words live in the catalogue,
-- packages/shared/locales); title and message keep the English. Rows from before keep only the English.
ALTER TABLE "alerts" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;
