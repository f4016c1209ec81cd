import { z } from 'zod';
import {
  BODY_PARTS,
  D_USED,
  EVOLUTION_WEEKS_MAX,
  FIELD_OF_VIEW_MAX_MM,
  FIELD_OF_VIEW_MIN_MM,
  FITZPATRICK_COMPARISONS,
  FITZPATRICK_TYPES,
  ITA_CATEGORIES,
  LESION_COLOURS,
  SKIN_ANALYSIS_TYPES,
  SKIN_PREDICTIONS,
  STRUCTURE_TYPES,
} from './constants';

// The skin analysis calls of spec 001 section 7 under /api, camelCased one to one (skin_type → skinType,
// body_part → bodyPart, has_evolved → hasEvolved, evolution_weeks → evolutionWeeks, user_id → userId,
// detected_skin_tone → detectedSkinTone, analysis_type → analysisType; docs/spec-deviations.md), with what
// CareLedger adds: the measurements behind A, B, C and D, the TDS, the evolution measured against the last
// photo of the same body part, the overlay and the disclaimer.

const patientId = z.uuid('userId is the id of the patient the photo belongs to.');

/** A whole number written in a form field: digits only, so "1.5", "-1" and "" are refused, not rounded. */
const wholeNumberField = (what: string, max: number) =>
  z
    .string({ error: `${what} is a whole number.` })
    .regex(/^\d{1,6}$/, `${what} is a whole number from 0 to ${max}.`)
    .transform(Number)
    .pipe(z.number().int().max(max, `${what} is a whole number from 0 to ${max}.`));

const millimetresField = z
  .string({ error: 'fieldOfViewMm is a number of millimetres.' })
  .regex(/^\d{1,3}(\.\d{1,2})?$/, "fieldOfViewMm is the photo's width in millimetres, like 40 or 12.5.")
  .transform(Number)
  .pipe(
    z
      .number()
      .min(
        FIELD_OF_VIEW_MIN_MM,
        `fieldOfViewMm is from ${FIELD_OF_VIEW_MIN_MM} to ${FIELD_OF_VIEW_MAX_MM} mm.`,
      )
      .max(
        FIELD_OF_VIEW_MAX_MM,
        `fieldOfViewMm is from ${FIELD_OF_VIEW_MIN_MM} to ${FIELD_OF_VIEW_MAX_MM} mm.`,
      ),
  );

/**
 * The text fields of POST /api/skin-analysis and /api/enhanced-skin-analysis (multipart/form-data; the file is
 * `image`). Form fields are text: hasEvolved is "true" or "false", evolutionWeeks and fieldOfViewMm digits.
 */
export const skinAnalysisFieldsSchema = z.strictObject({
  userId: patientId,
  skinType: z
    .enum(FITZPATRICK_TYPES, { error: 'skinType is a Fitzpatrick type: I, II, III, IV, V or VI.' })
    .default('III'),
  bodyPart: z.enum(BODY_PARTS, { error: `bodyPart is one of ${BODY_PARTS.join(', ')}.` }).default('other'),
  hasEvolved: z
    .enum(['true', 'false'], { error: 'hasEvolved is "true" or "false".' })
    .default('false')
    .transform((value) => value === 'true'),
  evolutionWeeks: wholeNumberField('evolutionWeeks', EVOLUTION_WEEKS_MAX).default(0),
  /** The width the photo shows, in millimetres (a ruler or a dermatoscope's field); without it D is in pixels. */
  fieldOfViewMm: millimetresField.optional(),
});
export type SkinAnalysisFields = z.output<typeof skinAnalysisFieldsSchema>;

export const skinAnalysisFeaturesSchema = z.object({
  /** A, 0–2: the principal axes about which the lesion is not mirror-symmetric. */
  asymmetry: z.number().int().min(0).max(2),
  /** B, 0–8: the eighths of the border where the edge is abrupt or irregular. */
  border: z.number().int().min(0).max(8),
  /** C, 1–6: how many of the six dermoscopic colours cover a meaningful share of the lesion. */
  color: z.number().int().min(1).max(6),
  /** D as the score used it, 1–5 (see `measurements.dUsed`). */
  diameter: z.number().int().min(1).max(5),
});

export const differentialStructuresSchema = z.object({
  score: z.number().int().min(1).max(5),
  found: z.array(z.enum(STRUCTURE_TYPES)),
  /** Structures a photo cannot show reliably; not counted. */
  notAssessed: z.array(z.enum(STRUCTURE_TYPES)),
  dots: z.number().int().min(0),
  globules: z.number().int().min(0),
  /** Share of the lesion that is structureless, 0–1. */
  structurelessShare: z.number().min(0).max(1),
});

export const skinMeasurementsSchema = z.object({
  colours: z.array(z.enum(LESION_COLOURS)),
  /** The largest caliper diameter, in pixels of the analysed copy (about 1,024 px on its long side). */
  diameterPx: z.number().min(0),
  /** Null when the photo's scale is unknown (no fieldOfViewMm). */
  diameterMm: z.number().min(0).nullable(),
  dUsed: z.enum(D_USED),
  differentialStructures: differentialStructuresSchema,
});

export const skinToneSchema = z.object({
  /** The individual typology angle of the skin around the lesion, in degrees. */
  ita: z.number(),
  category: z.enum(ITA_CATEGORIES),
  /** How the measured tone compares with the Fitzpatrick type chosen. */
  fitzpatrickComparison: z.enum(FITZPATRICK_COMPARISONS),
});

export const measuredChangeSchema = z.object({
  /** The earlier analysis of the same body part it was compared with. */
  comparedWith: z.object({ id: z.uuid(), timestamp: z.iso.datetime({ offset: true }) }),
  /** Relative change in area, -1 to ∞ (0.25 = a quarter larger). */
  areaChange: z.number(),
  areaBasis: z.enum(['mm2', 'imageShare']),
  borderChange: z.number().int(),
  newColours: z.array(z.enum(LESION_COLOURS)),
  changed: z.boolean(),
});

export const skinEvolutionSchema = z.object({
  hasEvolved: z.boolean(),
  evolutionWeeks: z.number().int().min(0),
  /** Null when there is no earlier analysis of this body part. */
  measured: measuredChangeSchema.nullable(),
  /** The level was raised one step for evolution (told or measured). */
  raisedLevel: z.boolean(),
});

/** Spec "Skin analysis response", camelCased, with the measurements behind it. The same from both endpoints. */
export const skinAnalysisResultSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  prediction: z.enum(SKIN_PREDICTIONS),
  /** Percent: how clearly the lesion separates from the skin and how stable its outline is. */
  confidence: z.number().min(0).max(100),
  timestamp: z.iso.datetime({ offset: true }),
  skinType: z.enum(FITZPATRICK_TYPES),
  bodyPart: z.enum(BODY_PARTS),
  analysis: z.object({
    detectedSkinTone: z.enum(ITA_CATEGORIES),
    analysisType: z.enum(SKIN_ANALYSIS_TYPES),
    features: skinAnalysisFeaturesSchema,
    skinTone: skinToneSchema,
    measurements: skinMeasurementsSchema,
    evolution: skinEvolutionSchema,
  }),
  /** Stolz's Total Dermoscopy Score, 1.3·A + 0.1·B + 0.5·C + 0.5·D. */
  tds: z.number(),
  /** The level the TDS alone gives, before evolution. */
  tdsLevel: z.enum(SKIN_PREDICTIONS),
  /** Where the overlay (the found border, the axes, the colour regions) is served, for the same people. */
  overlay: z.string(),
  /** Where the kept small copy of the photo is served. */
  thumbnail: z.string(),
  disclaimer: z.string(),
});
export type SkinAnalysisResult = z.infer<typeof skinAnalysisResultSchema>;

export const skinHistoryQuerySchema = z.strictObject({
  userId: patientId,
  bodyPart: z.enum(BODY_PARTS, { error: `bodyPart is one of ${BODY_PARTS.join(', ')}.` }).optional(),
});
export type SkinHistoryQuery = z.infer<typeof skinHistoryQuerySchema>;

export const skinHistoryResponseSchema = z.object({ analyses: z.array(skinAnalysisResultSchema) });
export type SkinHistoryResponse = z.infer<typeof skinHistoryResponseSchema>;

export const skinAnalysisIdParamsSchema = z.strictObject({
  id: z.uuid('The analysis id is a UUID, as the history lists it.'),
});
