CREATE TABLE "medicine_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"symptoms" text NOT NULL,
	"urgent_referral" boolean NOT NULL,
	"answer" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_profiles" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"categories" text[] NOT NULL,
	"active_ingredient" text NOT NULL,
	"prescription_required" boolean NOT NULL,
	"profile" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "medicine_profiles_key_unique" UNIQUE("key"),
	CONSTRAINT "medicine_profiles_categories_check" CHECK (cardinality("medicine_profiles"."categories") > 0 and "medicine_profiles"."categories" <@ array['pain_relief', 'fever', 'anxiety', 'sleep', 'allergy', 'cough_cold', 'digestive', 'motion_sickness', 'skin']::text[])
);
--> statement-breakpoint
CREATE TABLE "restocking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"reason_key" text NOT NULL,
	"reason_params" jsonb NOT NULL,
	"urgency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stock_at_request" integer NOT NULL,
	"requested_quantity" integer NOT NULL,
	"purchase_order_id" integer,
	"answer_id" integer,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"scheduled_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "restocking_requests_status_check" CHECK ("restocking_requests"."status" in ('pending', 'scheduled', 'fulfilled')),
	CONSTRAINT "restocking_requests_urgency_check" CHECK ("restocking_requests"."urgency" in ('high', 'medium', 'low')),
	CONSTRAINT "restocking_requests_quantity_check" CHECK ("restocking_requests"."requested_quantity" > 0 and "restocking_requests"."stock_at_request" >= 0),
	CONSTRAINT "restocking_requests_lifecycle_check" CHECK (("restocking_requests"."status" <> 'scheduled' or ("restocking_requests"."purchase_order_id" is not null and "restocking_requests"."scheduled_at" is not null)) and ("restocking_requests"."status" = 'fulfilled') = ("restocking_requests"."fulfilled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "medicine_answers" ADD CONSTRAINT "medicine_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_profiles" ADD CONSTRAINT "medicine_profiles_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restocking_requests" ADD CONSTRAINT "restocking_requests_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restocking_requests" ADD CONSTRAINT "restocking_requests_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restocking_requests" ADD CONSTRAINT "restocking_requests_answer_id_medicine_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."medicine_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restocking_requests" ADD CONSTRAINT "restocking_requests_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicine_answers_account_idx" ON "medicine_answers" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "medicine_profiles_categories_idx" ON "medicine_profiles" USING gin ("categories");--> statement-breakpoint
CREATE UNIQUE INDEX "restocking_requests_one_open" ON "restocking_requests" USING btree ("item_id") WHERE "restocking_requests"."status" in ('pending', 'scheduled');--> statement-breakpoint
CREATE INDEX "restocking_requests_created_idx" ON "restocking_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "restocking_requests_order_idx" ON "restocking_requests" USING btree ("purchase_order_id") WHERE "restocking_requests"."purchase_order_id" is not null;--> statement-breakpoint
-- A scheduled restocking request follows the purchase order it placed: when the order is received the request
-- is fulfilled; when it is cancelled the request is pending again, without the link, so it can be scheduled anew.
-- A partially received order changes nothing: the medicine is fulfilled when everything ordered has arrived.
CREATE FUNCTION "restocking_follow_purchase_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'received' THEN
    UPDATE restocking_requests SET status = 'fulfilled', fulfilled_at = now()
    WHERE purchase_order_id = NEW.id AND status = 'scheduled';
  ELSIF NEW.status = 'cancelled' THEN
    UPDATE restocking_requests SET status = 'pending', purchase_order_id = NULL, scheduled_at = NULL
    WHERE purchase_order_id = NEW.id AND status = 'scheduled';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "purchase_orders_restocking" AFTER UPDATE OF "status" ON "purchase_orders"
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "restocking_follow_purchase_order"();
