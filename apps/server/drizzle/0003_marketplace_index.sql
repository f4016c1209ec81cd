CREATE TABLE "chain_events" (
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"args" jsonb NOT NULL,
	CONSTRAINT "chain_events_tx_hash_log_index_pk" PRIMARY KEY("tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "chain_blocks" (
	"number" bigint PRIMARY KEY NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_cursor" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_deployment" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"start_block" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_orders" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"tx_hash" text NOT NULL,
	"product_id" integer NOT NULL,
	"buyer" text NOT NULL,
	"seller" text NOT NULL,
	"quantity" bigint NOT NULL,
	"unit_price_wei" numeric(78, 0) NOT NULL,
	"total_wei" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"mined" boolean DEFAULT false NOT NULL,
	"tracked" boolean DEFAULT false NOT NULL,
	"block_number" bigint,
	"shipped_at" timestamp with time zone,
	"rating" integer,
	"rating_signature" text,
	"received_movement_id" integer,
	"sale_movement_id" integer,
	"sale_reversal_movement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_orders_status_check" CHECK ("market_orders"."status" in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'rejected', 'failed')),
	CONSTRAINT "market_orders_rating_check" CHECK ("market_orders"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tracked_transactions" (
	"tx_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"from_address" text NOT NULL,
	"args" jsonb NOT NULL,
	"value_wei" numeric(78, 0) NOT NULL,
	"state" text NOT NULL,
	"error" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "followed_wallets" (
	"address" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_balances" (
	"account" text PRIMARY KEY NOT NULL,
	"balance_wei" numeric(78, 0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_products" (
	"id" integer PRIMARY KEY NOT NULL,
	"seller" text NOT NULL,
	"price_wei" numeric(78, 0) NOT NULL,
	"inventory" bigint NOT NULL,
	"active" boolean NOT NULL,
	"metadata_hash" text NOT NULL,
	"listed_block" bigint NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"listing_tx_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_metadata" (
	"hash" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"image_url" text NOT NULL,
	"inventory_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_received_movement_id_stock_movements_id_fk" FOREIGN KEY ("received_movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_sale_movement_id_stock_movements_id_fk" FOREIGN KEY ("sale_movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_sale_reversal_movement_id_stock_movements_id_fk" FOREIGN KEY ("sale_reversal_movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_events_block_idx" ON "chain_events" USING btree ("block_number","log_index");--> statement-breakpoint
CREATE UNIQUE INDEX "market_orders_order_id_idx" ON "market_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "market_orders_tx_idx" ON "market_orders" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "market_orders_buyer_idx" ON "market_orders" USING btree ("buyer","created_at");--> statement-breakpoint
CREATE INDEX "market_orders_seller_idx" ON "market_orders" USING btree ("seller","created_at");--> statement-breakpoint
CREATE INDEX "market_products_seller_idx" ON "market_products" USING btree ("seller");--> statement-breakpoint
CREATE INDEX "market_products_hash_idx" ON "market_products" USING btree ("metadata_hash");