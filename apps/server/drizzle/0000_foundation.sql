CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" integer,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_severity_check" CHECK ("alerts"."severity" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "alerts_status_check" CHECK ("alerts"."status" in ('active', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "chain_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"item" text NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"block_number" integer,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_activity_status_check" CHECK ("chain_activity"."status" in ('confirmed', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"threshold" integer NOT NULL,
	"expiry" date,
	"supplier_name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"blockchain_verified" boolean DEFAULT false NOT NULL,
	"rfid_tag" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_rfid_tag_unique" UNIQUE("rfid_tag"),
	CONSTRAINT "items_threshold_check" CHECK ("items"."threshold" >= 0),
	CONSTRAINT "items_price_check" CHECK ("items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"priority" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"action_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('info', 'success', 'warning', 'error')),
	CONSTRAINT "notifications_category_check" CHECK ("notifications"."category" in ('inventory', 'marketplace', 'ml', 'ai', 'system')),
	CONSTRAINT "notifications_priority_check" CHECK ("notifications"."priority" in ('high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE TABLE "profile_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_activity_kind_check" CHECK ("profile_activity"."kind" in ('profile_updated', 'password_changed', 'notification_settings_updated'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"role" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"avatar_letter" text NOT NULL,
	"role_title" text NOT NULL,
	"department" text NOT NULL,
	"join_date" date NOT NULL,
	"permissions" jsonb NOT NULL,
	"stats" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('admin', 'manager', 'staff', 'supplier'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"role" text PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text,
	"reference" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('receipt', 'issue', 'adjustment', 'stocktake', 'sale'))
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_profiles_role_fk" FOREIGN KEY ("recipient") REFERENCES "public"."profiles"("role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_activity" ADD CONSTRAINT "profile_activity_role_profiles_role_fk" FOREIGN KEY ("role") REFERENCES "public"."profiles"("role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_role_profiles_role_fk" FOREIGN KEY ("role") REFERENCES "public"."profiles"("role") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_status_created_idx" ON "alerts" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chain_activity_created_idx" ON "chain_activity" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_activity_role_created_idx" ON "profile_activity" USING btree ("role","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_item_created_idx" ON "stock_movements" USING btree ("item_id","created_at");