CREATE TABLE "carer_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"memory_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	CONSTRAINT "carer_alerts_ack_check" CHECK (("carer_alerts"."acknowledged_at" is null) = ("carer_alerts"."acknowledged_by" is null))
);
--> statement-breakpoint
CREATE TABLE "memories" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"entered_by" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"caption" text,
	"image_text" text,
	"ocr_confidence" real,
	"importance" real NOT NULL,
	"sentiment" text NOT NULL,
	"urgency" text NOT NULL,
	"analysis" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "memories_kind_check" CHECK ("memories"."kind" in ('text', 'image')),
	CONSTRAINT "memories_sentiment_check" CHECK ("memories"."sentiment" in ('positive', 'negative', 'neutral')),
	CONSTRAINT "memories_urgency_check" CHECK ("memories"."urgency" in ('normal', 'medium', 'high')),
	CONSTRAINT "memories_importance_check" CHECK ("memories"."importance" >= 0 and "memories"."importance" <= 1),
	CONSTRAINT "memories_text_check" CHECK (length("memories"."text") > 0)
);
--> statement-breakpoint
CREATE TABLE "memory_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"summary" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"priority" text NOT NULL,
	"source_memory_id" integer,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	CONSTRAINT "memory_tasks_dates_check" CHECK ("memory_tasks"."end_date" >= "memory_tasks"."start_date"),
	CONSTRAINT "memory_tasks_priority_check" CHECK ("memory_tasks"."priority" in ('high', 'medium', 'low')),
	CONSTRAINT "memory_tasks_summary_check" CHECK (length(btrim("memory_tasks"."summary")) > 0),
	CONSTRAINT "memory_tasks_completed_check" CHECK (("memory_tasks"."completed_at" is null) = ("memory_tasks"."completed_by" is null))
);
--> statement-breakpoint
ALTER TABLE "carer_alerts" ADD CONSTRAINT "carer_alerts_patient_id_accounts_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carer_alerts" ADD CONSTRAINT "carer_alerts_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carer_alerts" ADD CONSTRAINT "carer_alerts_acknowledged_by_accounts_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_patient_id_accounts_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_entered_by_accounts_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_tasks" ADD CONSTRAINT "memory_tasks_patient_id_accounts_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_tasks" ADD CONSTRAINT "memory_tasks_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_tasks" ADD CONSTRAINT "memory_tasks_source_memory_id_memories_id_fk" FOREIGN KEY ("source_memory_id") REFERENCES "public"."memories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_tasks" ADD CONSTRAINT "memory_tasks_completed_by_accounts_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carer_alerts_memory_idx" ON "carer_alerts" USING btree ("memory_id");--> statement-breakpoint
CREATE INDEX "carer_alerts_open_idx" ON "carer_alerts" USING btree ("created_at" DESC NULLS LAST) WHERE "carer_alerts"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "memories_patient_created_idx" ON "memories" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "memory_tasks_patient_idx" ON "memory_tasks" USING btree ("patient_id","completed_at","end_date");