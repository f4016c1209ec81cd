ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_status_check";--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('pending', 'sent', 'confirmed', 'partially_received', 'received', 'cancelled'));--> statement-breakpoint
-- Confirmed orders that already received some of their goods get the state that says so.
UPDATE "purchase_orders" SET "status" = 'partially_received' WHERE "status" = 'confirmed' AND EXISTS (SELECT 1 FROM "purchase_order_lines" l WHERE l."order_id" = "purchase_orders"."id" AND l."received_quantity" > 0);
