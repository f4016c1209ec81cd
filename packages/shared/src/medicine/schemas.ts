import { z } from 'zod';
import { pageSchema } from '../page';
import { STOCK_STATUSES } from '../stock';
import {
  MEDICINE_CATEGORIES,
  RESTOCKING_STATUSES,
  RESTOCKING_URGENCIES,
  SYMPTOMS_MAX_LENGTH,
  VOICE_STOCK_STATUSES,
  VOICE_URGENCIES,
} from './constants';

// The medicine calls of spec 001 section 7, camelCased one to one (docs/spec-deviations.md), with what CareLedger
// adds for safety (red flags, urgent referral, disclaimer) and for the reader's language (`reasons`, `cautions`,
// `notes`: catalogue codes with params, under `medicine.` in packages/shared/locales/<lng>/messages.json, beside
// the English the server rendered from them).

/** A sentence of the catalogue: its key under `medicine.` and its params. */
export const medicineTextSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type MedicineText = z.infer<typeof medicineTextSchema>;

export const medicineCategorySchema = z.enum(MEDICINE_CATEGORIES, {
  error: `The category is one of ${MEDICINE_CATEGORIES.join(', ')}.`,
});

/** Spec "Medicine": an inventory item with a clinical profile; stock is the ledger's. */
export const medicineSchema = z.object({
  /** The inventory item's id. */
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The profile's first category (the spec's single category). */
  category: medicineCategorySchema,
  categories: z.array(medicineCategorySchema),
  price: z.number(),
  stockQuantity: z.number().int(),
  stockStatus: z.enum(STOCK_STATUSES),
  threshold: z.number().int(),
  unit: z.string(),
  prescriptionRequired: z.boolean(),
  /** Symptom keys, most central use first. */
  symptomsTreated: z.array(z.string()),
  activeIngredient: z.string(),
  strength: z.string(),
  form: z.string(),
});
export type Medicine = z.infer<typeof medicineSchema>;

export const medicineListQuerySchema = z.object({
  /** Case-insensitive substring of the name or active ingredient. */
  search: z.string().trim().max(200).optional(),
  category: medicineCategorySchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
});
export type MedicineListQuery = z.input<typeof medicineListQuerySchema>;
export const medicinePageSchema = pageSchema(medicineSchema);
export type MedicinePage = z.infer<typeof medicinePageSchema>;

/** POST /api/medicine/recommend. `userId`, when sent, must be the signed-in account's id. */
export const recommendRequestSchema = z.strictObject({
  userId: z.uuid('userId is the id of your own account.').optional(),
  symptoms: z
    .string({ error: 'Describe the symptoms as text.' })
    .max(SYMPTOMS_MAX_LENGTH, `Describe the symptoms in at most ${SYMPTOMS_MAX_LENGTH} characters.`)
    .refine((text) => text.trim().length > 0, 'Describe the symptoms: the text is empty.'),
  includeRestocking: z.boolean({ error: 'includeRestocking is true or false.' }).default(true),
});
export type RecommendRequest = z.input<typeof recommendRequestSchema>;

export const alternativeMedicineSchema = z.object({
  medicineId: z.number().int(),
  medicineName: z.string(),
  stockQuantity: z.number().int(),
});

/** Spec "Recommendation", camelCased, plus what the cards and the voice screen show. */
export const recommendationSchema = z.object({
  medicineId: z.number().int(),
  medicineName: z.string(),
  category: medicineCategorySchema,
  /** 0..1: how well the medicine's labelled uses match the symptoms read (see docs/ARCHITECTURE.md). */
  confidenceScore: z.number().min(0).max(1),
  price: z.number(),
  stockQuantity: z.number().int(),
  stockStatus: z.enum(VOICE_STOCK_STATUSES),
  prescriptionRequired: z.boolean(),
  /** Prescription-only: shown as an option to discuss with a clinician, never as something to take. */
  seeClinician: z.boolean(),
  description: z.string(),
  /** The label's adult directions. */
  dosage: z.string(),
  dosageInstructions: z.string(),
  /** English: the matched symptoms and any context used. `reasons` holds the same as catalogue codes. */
  reasoning: z.string(),
  reasons: z.array(medicineTextSchema),
  /** English: this person's cautions (rendered `cautions`) first, then the label's own warnings, as printed. */
  warnings: z.array(z.string()),
  cautions: z.array(medicineTextSchema),
  /** Other in-stock medicines treating the same matched symptoms. */
  alternativeMedicines: z.array(alternativeMedicineSchema),
  symptomsMatched: z.array(z.string()),
  sideEffects: z.array(z.string()),
  /** Where the clinical facts come from (monograph, label). */
  source: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const redFlagSchema = z.object({
  /** A red-flag key; its name and what to do are `medicine.redFlags.<key>.name|action`. */
  key: z.string(),
  /** The words of the text that raised it (empty for a flag derived from duration or age). */
  matched: z.string(),
  /** English name and action, rendered from the catalogue. */
  name: z.string(),
  action: z.string(),
});
export type RedFlag = z.infer<typeof redFlagSchema>;

export const possibleConditionSchema = z.object({
  /** A condition key; its name is `medicine.conditions.<key>`. */
  key: z.string(),
  name: z.string(),
  /** 0..1: share of the condition's typical symptoms present, weighted. */
  confidence: z.number().min(0).max(1),
});
export type PossibleCondition = z.infer<typeof possibleConditionSchema>;

/** Spec "Restocking request", camelCased, with its lifecycle and who raised it. */
export const restockingRequestSchema = z.object({
  requestId: z.number().int(),
  medicineId: z.number().int(),
  medicineName: z.string(),
  /** English; `reasonText` holds it as a catalogue code. */
  reason: z.string(),
  reasonText: medicineTextSchema,
  urgencyLevel: z.enum(RESTOCKING_URGENCIES),
  status: z.enum(RESTOCKING_STATUSES),
  /** Stock when the request was raised. */
  currentStock: z.number().int(),
  /** Stock now, from the ledger. */
  stockNow: z.number().int(),
  requestedQuantity: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  purchaseOrderId: z.number().int().nullable(),
  scheduledAt: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
});
export type RestockingRequest = z.infer<typeof restockingRequestSchema>;

export const restockingListQuerySchema = z.object({
  status: z.enum(RESTOCKING_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
});
export const restockingPageSchema = pageSchema(restockingRequestSchema);
export type RestockingPage = z.infer<typeof restockingPageSchema>;

/** Spec "Recommendation response", camelCased, plus safety and explanation. */
export const recommendResponseSchema = z.object({
  answerId: z.number().int(),
  /** Symptom key → 0..1 confidence it was reported (negated symptoms are absent). */
  symptomsDetected: z.record(z.string(), z.number().min(0).max(1)),
  /** English names of the detected symptoms, same keys. */
  symptomNames: z.record(z.string(), z.string()),
  negatedSymptoms: z.array(z.string()),
  totalRecommendations: z.number().int(),
  recommendations: z.array(recommendationSchema),
  /** Requests this answer raised (a medicine that already had an open one is not raised again). */
  restockingRequests: z.array(restockingRequestSchema),
  redFlags: z.array(redFlagSchema),
  /** True when a red flag was found: no medicine is suggested, `notes` say what to do now. */
  urgentReferral: z.boolean(),
  /** For the voice screen's urgency dot: high on a red flag, medium when a clinician should be seen, else low. */
  urgency: z.enum(VOICE_URGENCIES),
  possibleConditions: z.array(possibleConditionSchema),
  /** Other things the reader should know (anxiety help, nothing recognised, nothing in stock, context used). */
  notes: z.array(medicineTextSchema),
  /** English renderings of `notes`. */
  noteTexts: z.array(z.string()),
  disclaimer: z.string(),
  createdAt: z.string(),
});
export type RecommendResponse = z.infer<typeof recommendResponseSchema>;
