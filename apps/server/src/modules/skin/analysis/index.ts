// The front door of the skin-analysis core: the one use case and the types its callers need. The routes
// step decodes with sharp (EXIF orientation applied, scaled to ~1,024 px) and encodes the overlay as WebP.

export { LESION_COLOURS, type LesionColour } from '@careledger/shared/skin-analysis/constants';
export {
  type AnalyseLesionOptions,
  analyseLesion,
  type LesionAnalysis,
  type LesionFeatures,
} from './analyse-lesion';
export type { DUsed } from './diameter';
export type { MeasuredChange, PreviousAnalysis } from './evolution';
export type { SegmentFailure } from './segment';
export type { FitzpatrickComparison, FitzpatrickType, ItaCategory, SkinTone } from './skin-tone';
export type { StructuresResult, StructureType } from './structures';
export { RISK_LEVELS, type RiskLevel } from './tds';
export type { RgbImage } from './types';
