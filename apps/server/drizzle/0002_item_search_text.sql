DROP INDEX "items_name_trgm_idx";--> statement-breakpoint
DROP INDEX "items_supplier_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || chr(31) || lower(coalesce(supplier_name, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "items_search_text_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops);