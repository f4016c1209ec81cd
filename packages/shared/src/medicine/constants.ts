// AI Medicine Assistant and Voice Medicine Assistant (spec 001 sections 2, 3, 8 and 9; issue 15). Zod-free, so
// screens can use them without the schema library.

/**
 * Therapeutic categories. The spec's select lists the first four; the catalogue needs the rest for medicines that
 * treat none of them (cetirizine, loperamide, ...), and the select offers every one (docs/spec-deviations.md).
 */
export const MEDICINE_CATEGORIES = [
  'pain_relief',
  'fever',
  'anxiety',
  'sleep',
  'allergy',
  'cough_cold',
  'digestive',
  'motion_sickness',
  'skin',
] as const;
export type MedicineCategory = (typeof MEDICINE_CATEGORIES)[number];
/** The categories the spec names; the catalogue must cover each. */
export const REQUIRED_MEDICINE_CATEGORIES = ['pain_relief', 'fever', 'anxiety', 'sleep'] as const;

/** The inventory list shows at most this many treated symptoms per medicine. */
export const MEDICINE_SYMPTOMS_SHOWN = 3;
/** Match colour: at least 0.8 green, at least 0.6 yellow, otherwise red. */
export const MATCH_COLOUR_FLOORS = { green: 0.8, yellow: 0.6 } as const;
/** Medicine stock colour: 0 red, under 20 yellow, otherwise green; the bar is scaled against 100. */
export const MEDICINE_STOCK_YELLOW_BELOW = 20;
export const MEDICINE_STOCK_BAR_SCALE = 100;

/** Symptoms text limit of POST /api/medicine/recommend. */
export const SYMPTOMS_MAX_LENGTH = 2000;
/** At most this many medicines are recommended in one answer (ranked by match). */
export const RECOMMENDATIONS_MAX = 5;
/** At most this many in-stock alternatives per recommendation. */
export const ALTERNATIVES_MAX = 3;

export const RESTOCKING_URGENCIES = ['high', 'medium', 'low'] as const;
export type RestockingUrgency = (typeof RESTOCKING_URGENCIES)[number];
export const RESTOCKING_STATUSES = ['pending', 'scheduled', 'fulfilled'] as const;
export type RestockingStatus = (typeof RESTOCKING_STATUSES)[number];
/** A request in one of these is open: a medicine has at most one open request. */
export const OPEN_RESTOCKING_STATUSES = ['pending', 'scheduled'] as const;

/** Voice recommendation urgency (low, medium, high) and stock badge. */
export const VOICE_URGENCIES = ['low', 'medium', 'high'] as const;
export type VoiceUrgency = (typeof VOICE_URGENCIES)[number];
export const VOICE_STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock'] as const;
export type VoiceStockStatus = (typeof VOICE_STOCK_STATUSES)[number];

/** Spec 001 error catalogue, word for word (the web app words them through its i18n keys). */
export const MEDICINE_TEXTS = {
  recommendationFailure: 'Failed to get recommendations',
  networkFailure: 'Network error. Please try again.',
  speechError: 'Speech recognition error: {code}',
  voiceFailure: 'Failed to process voice input',
  speechUnsupported: 'Speech recognition not supported in this browser',
  noRestockingRequests: 'No Restocking Requests',
} as const;

/** The voice recogniser's settings (spec 001 section 5). */
export const SPEECH_RECOGNITION_SETTINGS = {
  lang: 'en-US',
  continuous: true,
  interimResults: false,
} as const;
