import {
  BODY_PARTS,
  type BodyPart,
  FITZPATRICK_TYPES,
  type FitzpatrickType,
  SKIN_ANALYSIS_TYPES,
  SKIN_PREDICTIONS,
  type SkinAnalysisResult,
  type SkinAnalysisType,
  type SkinPrediction,
} from '@careledger/shared';
import { sql } from 'drizzle-orm';
import { check, customType, index, json, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { inList } from './in-list';

/** bytea as a Buffer both ways (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What is kept of an analysis to compare the next photo of the same body part with (evolution, the E). */
export interface SkinMeasurementsKept {
  areaPx: number;
  imagePixels: number;
  areaMm2: number | null;
  border: number;
  colours: string[];
}

/**
 * One skin lesion analysis (issue 17): who it is for and who took it, the body part, the result as the API
 * gave it, and the measurements the next analysis of that body part is compared with. The photo itself is not
 * kept: only a small copy and the overlay, in skin_analysis_images. Accounts are disabled, never deleted.
 */
export const skinAnalyses = pgTable(
  'skin_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** The patient, or staff analysing for them. */
    analysedBy: uuid('analysed_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    analysisType: text('analysis_type').$type<SkinAnalysisType>().notNull(),
    skinType: text('skin_type').$type<FitzpatrickType>().notNull(),
    bodyPart: text('body_part').$type<BodyPart>().notNull(),
    prediction: text('prediction').$type<SkinPrediction>().notNull(),
    confidence: real('confidence').notNull(),
    tds: real('tds').notNull(),
    /** The level the TDS alone gives; `prediction` is it raised one step for evolution. */
    tdsLevel: text('tds_level').$type<SkinPrediction>().notNull(),
    /** The result's `analysis` object as it was answered; json, not jsonb: stored and read back whole. */
    analysis: json('analysis').$type<SkinAnalysisResult['analysis']>().notNull(),
    measurements: json('measurements').$type<SkinMeasurementsKept>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('skin_analyses_patient_part_created_idx').on(t.patientId, t.bodyPart, t.createdAt),
    check('skin_analyses_type_check', sql`${t.analysisType} in ${inList(SKIN_ANALYSIS_TYPES)}`),
    check('skin_analyses_skin_type_check', sql`${t.skinType} in ${inList(FITZPATRICK_TYPES)}`),
    check('skin_analyses_body_part_check', sql`${t.bodyPart} in ${inList(BODY_PARTS)}`),
    check('skin_analyses_prediction_check', sql`${t.prediction} in ${inList(SKIN_PREDICTIONS)}`),
    check('skin_analyses_tds_level_check', sql`${t.tdsLevel} in ${inList(SKIN_PREDICTIONS)}`),
    check('skin_analyses_confidence_check', sql`${t.confidence} >= 0 and ${t.confidence} <= 100`),
  ],
);

/** The two small images of an analysis (JPEG): the photo's thumbnail and the overlay. Deleted with it. */
export const skinAnalysisImages = pgTable('skin_analysis_images', {
  analysisId: uuid('analysis_id')
    .primaryKey()
    .references(() => skinAnalyses.id, { onDelete: 'cascade' }),
  thumbnail: bytea('thumbnail').notNull(),
  overlay: bytea('overlay').notNull(),
});
