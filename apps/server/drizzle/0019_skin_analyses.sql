CREATE TABLE "skin_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"analysed_by" uuid NOT NULL,
	"analysis_type" text NOT NULL,
	"skin_type" text NOT NULL,
	"body_part" text NOT NULL,
	"prediction" text NOT NULL,
	"confidence" real NOT NULL,
	"tds" real NOT NULL,
	"tds_level" text NOT NULL,
	"analysis" json NOT NULL,
	"measurements" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "skin_analyses_type_check" CHECK ("skin_analyses"."analysis_type" in ('basic', 'enhanced')),
	CONSTRAINT "skin_analyses_skin_type_check" CHECK ("skin_analyses"."skin_type" in ('I', 'II', 'III', 'IV', 'V', 'VI')),
	CONSTRAINT "skin_analyses_body_part_check" CHECK ("skin_analyses"."body_part" in ('face', 'neck', 'chest', 'back', 'arms', 'legs', 'hands', 'feet', 'scalp', 'other')),
	CONSTRAINT "skin_analyses_prediction_check" CHECK ("skin_analyses"."prediction" in ('low_risk', 'moderate_risk', 'high_risk')),
	CONSTRAINT "skin_analyses_tds_level_check" CHECK ("skin_analyses"."tds_level" in ('low_risk', 'moderate_risk', 'high_risk')),
	CONSTRAINT "skin_analyses_confidence_check" CHECK ("skin_analyses"."confidence" >= 0 and "skin_analyses"."confidence" <= 100)
);
--> statement-breakpoint
CREATE TABLE "skin_analysis_images" (
	"analysis_id" uuid PRIMARY KEY NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"overlay" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skin_analyses" ADD CONSTRAINT "skin_analyses_patient_id_accounts_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_analyses" ADD CONSTRAINT "skin_analyses_analysed_by_accounts_id_fk" FOREIGN KEY ("analysed_by") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_analysis_images" ADD CONSTRAINT "skin_analysis_images_analysis_id_skin_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."skin_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skin_analyses_patient_part_created_idx" ON "skin_analyses" USING btree ("patient_id","body_part","created_at");