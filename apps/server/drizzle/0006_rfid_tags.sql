CREATE SEQUENCE "public"."rfid_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 274877906943 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "rfid_tags" (
	"tag_id" text PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"serial" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_scan_at" timestamp with time zone,
	"location" text,
	"battery_level" integer,
	"signal_strength" text,
	CONSTRAINT "rfid_tags_item_id_unique" UNIQUE("item_id"),
	CONSTRAINT "rfid_tags_serial_unique" UNIQUE("serial"),
	CONSTRAINT "rfid_tags_status_check" CHECK ("rfid_tags"."status" in ('active', 'inactive', 'lost', 'damaged')),
	CONSTRAINT "rfid_tags_signal_check" CHECK ("rfid_tags"."signal_strength" is null or "rfid_tags"."signal_strength" in ('none', 'low', 'medium', 'high')),
	CONSTRAINT "rfid_tags_battery_check" CHECK ("rfid_tags"."battery_level" is null or ("rfid_tags"."battery_level" between 0 and 100)),
	CONSTRAINT "rfid_tags_location_check" CHECK (char_length("rfid_tags"."location") <= 120),
	CONSTRAINT "rfid_tags_tag_id_check" CHECK ("rfid_tags"."tag_id" ~ '^[0-9A-F]{24}$')
);
--> statement-breakpoint
ALTER TABLE "rfid_tags" ADD CONSTRAINT "rfid_tags_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfid_tags_generated_idx" ON "rfid_tags" USING btree ("generated_at","tag_id");--> statement-breakpoint
CREATE INDEX "rfid_tags_status_idx" ON "rfid_tags" USING btree ("status");