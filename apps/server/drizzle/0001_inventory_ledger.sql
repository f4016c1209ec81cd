-- Case-insensitive substring search (ILIKE) on item and supplier names uses trigram GIN indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"lot_number" text NOT NULL,
	"expiry" date,
	"quantity_on_hand" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_item_lot_number_unique" UNIQUE("item_id","lot_number"),
	CONSTRAINT "lots_quantity_check" CHECK ("lots"."quantity_on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity_check" CHECK ("purchase_order_lines"."quantity" > 0 and "purchase_order_lines"."received_quantity" >= 0 and "purchase_order_lines"."received_quantity" <= "purchase_order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('pending', 'sent', 'confirmed', 'received', 'cancelled')),
	CONSTRAINT "purchase_orders_source_check" CHECK ("purchase_orders"."source" in ('manual', 'auto'))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"default_order_quantity" integer DEFAULT 0 NOT NULL,
	"minimum_order_quantity" integer DEFAULT 0 NOT NULL,
	"lead_time_days" integer DEFAULT 7 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_quantities_check" CHECK ("suppliers"."default_order_quantity" >= 0 and "suppliers"."minimum_order_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_status_check";--> statement-breakpoint
ALTER TABLE "alerts" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "supplier_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "stock_on_hand" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "stock_status" text GENERATED ALWAYS AS (case when stock_on_hand * 2 <= threshold then 'critical' when stock_on_hand <= threshold then 'low' else 'good' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "lot_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "balance_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Data from issue 2's schema: suppliers from the items' supplier names, cached balances from the ledger.
INSERT INTO "suppliers" ("name") SELECT DISTINCT "supplier_name" FROM "items" WHERE "supplier_name" IS NOT NULL ORDER BY 1;--> statement-breakpoint
UPDATE "items" SET "supplier_id" = s."id" FROM "suppliers" s WHERE s."name" = "items"."supplier_name";--> statement-breakpoint
UPDATE "items" SET "stock_on_hand" = m."total" FROM (SELECT "item_id", sum("quantity")::int AS "total" FROM "stock_movements" GROUP BY "item_id") m WHERE m."item_id" = "items"."id";--> statement-breakpoint
UPDATE "stock_movements" SET "balance_after" = b."balance" FROM (SELECT "id", (sum("quantity") OVER (PARTITION BY "item_id" ORDER BY "id"))::int AS "balance" FROM "stock_movements") b WHERE b."id" = "stock_movements"."id";--> statement-breakpoint
UPDATE "alerts" SET "type" = 'expiry_soon' WHERE "type" = 'expiry';--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_item_expiry_idx" ON "lots" USING btree ("item_id","expiry");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_item_idx" ON "purchase_order_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "purchase_orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_idx" ON "suppliers" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_item_type_idx" ON "alerts" USING btree ("item_id","type") WHERE "alerts"."status" in ('active', 'dismissed');--> statement-breakpoint
CREATE INDEX "items_active_name_idx" ON "items" USING btree ("name","id") WHERE "items"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "items_active_status_name_idx" ON "items" USING btree ("stock_status","name","id") WHERE "items"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "items_name_trgm_idx" ON "items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_supplier_name_trgm_idx" ON "items" USING gin ("supplier_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_supplier_idx" ON "items" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "stock_movements_item_id_idx" ON "stock_movements" USING btree ("item_id","id");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_status_check" CHECK ("alerts"."status" in ('active', 'dismissed', 'resolved'));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_stock_check" CHECK ("items"."stock_on_hand" >= 0);