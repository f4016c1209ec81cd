// AI Skin Analysis (spec 001 sections 2, 8, 9 and 10; issue 17). Zod-free, so screens can use them without the
// schema library. The measuring itself is on the server (apps/server/src/modules/skin/analysis).

/** Spec section 2: Fitzpatrick skin types I to VI; the form starts at III. */
export const FITZPATRICK_TYPES = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;
export type FitzpatrickType = (typeof FITZPATRICK_TYPES)[number];
export const DEFAULT_SKIN_TYPE: FitzpatrickType = 'III';

/** Spec section 2: the ten body locations, in the spec's order; the form starts at other. */
export const BODY_PARTS = [
  'face',
  'neck',
  'chest',
  'back',
  'arms',
  'legs',
  'hands',
  'feet',
  'scalp',
  'other',
] as const;
export type BodyPart = (typeof BODY_PARTS)[number];
export const DEFAULT_BODY_PART: BodyPart = 'other';

export const SKIN_ANALYSIS_TYPES = ['basic', 'enhanced'] as const;
export type SkinAnalysisType = (typeof SKIN_ANALYSIS_TYPES)[number];

/** The three levels of Stolz's Total Dermoscopy Score, raised one step for evolution. */
export const SKIN_PREDICTIONS = ['low_risk', 'moderate_risk', 'high_risk'] as const;
export type SkinPrediction = (typeof SKIN_PREDICTIONS)[number];

/** Skin tone by the individual typology angle (ITA°, Chardon et al. 1991), from the skin around the lesion. */
export const ITA_CATEGORIES = ['very_light', 'light', 'intermediate', 'tan', 'brown', 'dark'] as const;
export type ItaCategory = (typeof ITA_CATEGORIES)[number];
/** How the measured tone compares with the Fitzpatrick type the person chose. */
export const FITZPATRICK_COMPARISONS = ['agree', 'lighter', 'darker'] as const;

/** The six dermoscopic colours of Stolz's C. */
export const LESION_COLOURS = ['white', 'red', 'lightBrown', 'darkBrown', 'blueGrey', 'black'] as const;
export type LesionColour = (typeof LESION_COLOURS)[number];

/** Stolz's differential structures (D in enhanced mode). */
export const STRUCTURE_TYPES = [
  'pigmentNetwork',
  'structurelessAreas',
  'branchedStreaks',
  'dots',
  'globules',
] as const;
export type StructureType = (typeof STRUCTURE_TYPES)[number];

/** Which D the score used: the diameter (needs the photo's scale) or the differential structures. */
export const D_USED = ['diameter', 'differentialStructures'] as const;

/** Why no lesion could be measured; the API's 422 names it. */
export const LESION_NOT_FOUND_REASONS = [
  'low_contrast',
  'too_small',
  'covers_image',
  'touches_border',
] as const;
export type LesionNotFoundReason = (typeof LESION_NOT_FOUND_REASONS)[number];

/** Upload limits: the server's defaults (SKIN_IMAGE_MAX_BYTES and SKIN_IMAGE_MAX_PIXELS in its environment). */
export const SKIN_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const SKIN_IMAGE_MAX_PIXELS = 50_000_000;
/** Spec section 2: the picker's types. The server tells the type by the bytes and also reads WebP. */
export const SKIN_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/bmp,.png,.jpg,.jpeg,.gif,.bmp';

/** Weeks since the lesion changed: a whole number from 0 (spec section 8) to ten years. */
export const EVOLUTION_WEEKS_MAX = 520;
/** The photo's field of view, when the person gives a scale: from a dermatoscope's 10 mm to a 50 cm photo. */
export const FIELD_OF_VIEW_MIN_MM = 5;
export const FIELD_OF_VIEW_MAX_MM = 500;
/** The history lists at most this many analyses, newest first. */
export const SKIN_HISTORY_MAX = 100;

/** Spec section 10: confidence at least 80 green, at least 60 yellow, otherwise red. */
export const CONFIDENCE_COLOUR_FLOORS = { green: 80, yellow: 60 } as const;
export type SkinBadgeTone = 'green' | 'yellow' | 'red';

export function confidenceTone(percent: number): SkinBadgeTone {
  if (percent >= CONFIDENCE_COLOUR_FLOORS.green) return 'green';
  if (percent >= CONFIDENCE_COLOUR_FLOORS.yellow) return 'yellow';
  return 'red';
}

/** Spec section 10: prediction text containing malignant or high_risk is red, benign or low_risk green, else yellow. */
export function predictionTone(prediction: string): SkinBadgeTone {
  const text = prediction.toLowerCase();
  if (text.includes('malignant') || text.includes('high_risk')) return 'red';
  if (text.includes('benign') || text.includes('low_risk')) return 'green';
  return 'yellow';
}
