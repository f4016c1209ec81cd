-- Product search matches a lower-cased name and description through one trigram index, as items.search_text does.
ALTER TABLE "product_metadata" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || chr(31) || lower(description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_metadata_search_text_trgm_idx" ON "product_metadata" USING gin ("search_text" gin_trgm_ops);