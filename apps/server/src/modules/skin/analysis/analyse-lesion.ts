// The ABCD(E) analysis of one photo, end to end and pure: segment the lesion, score A, B, C and D, combine
// them into Stolz's Total Dermoscopy Score, raise the level for evolution, and report the skin tone, a
// confidence and an overlay. No decoding, storage or HTTP here; the routes step does that around it.
import type { FitzpatrickType, LesionColour } from '@careledger/shared/skin-analysis/constants';
import { measureAsymmetry } from './asymmetry';
import { scoreBorder } from './border';
import { imageToLab } from './color';
import { scoreColours } from './colours';
import { measureConfidence } from './confidence';
import { chooseD, type DUsed, feretDiameterPx, pixelsToMm } from './diameter';
import { type MeasuredChange, measureChange, type PreviousAnalysis } from './evolution';
import { maskGeometry } from './geometry';
import { drawOverlay } from './overlay';
import { type SegmentFailure, segmentLesion } from './segment';
import { measureSkinTone, type SkinTone } from './skin-tone';
import { estimateStructures, type StructuresResult } from './structures';
import { type RiskLevel, raiseForEvolution, riskLevel, totalDermoscopyScore } from './tds';
import type { RgbImage } from './types';

/** What the person tells us with the photo. */
export interface AnalyseLesionOptions {
  /** Basic: phone photo; enhanced: also scores Stolz's differential structures as D. */
  mode: 'basic' | 'enhanced';
  /** Width of the photo's field of view in millimetres, when the person gives a scale. */
  fieldOfViewMm?: number;
  hasEvolved: boolean;
  /** How many weeks the person says the change took (reported back, not scored). */
  evolutionWeeks: number;
  skinType: FitzpatrickType;
  /** The previous analysis of the same body part, if any. */
  previous?: PreviousAnalysis;
}

/** The measured ABCD features. */
export interface LesionFeatures {
  asymmetry: number;
  border: number;
  /** B's two criteria: the sectors whose outline is irregular, and those whose pigment stops abruptly. */
  borderIrregularSectors: number;
  borderAbruptSectors: number;
  color: number;
  colours: LesionColour[];
  diameterPx: number;
  diameterMm: number | null;
  differentialStructures: StructuresResult;
  d: number;
  dUsed: DUsed;
}

/** A completed analysis. */
export interface LesionAnalysis {
  found: true;
  features: LesionFeatures;
  tds: number;
  /** The TDS level before evolution. */
  tdsLevel: RiskLevel;
  /** The level reported: the TDS level, raised one step when the lesion evolved. */
  prediction: RiskLevel;
  confidence: number;
  skinTone: SkinTone;
  evolution: {
    hasEvolved: boolean;
    evolutionWeeks: number;
    measured: MeasuredChange | null;
    raisedLevel: boolean;
  };
  /** What to keep for the next analysis' comparison. */
  measurements: PreviousAnalysis;
  overlay: RgbImage;
}

/** Analyses a decoded, oriented, scaled photo of one lesion; `found: false` with a reason when there is none. */
export function analyseLesion(
  image: RgbImage,
  options: AnalyseLesionOptions,
): LesionAnalysis | { found: false; reason: SegmentFailure } {
  const lab = imageToLab(image);
  const segmentation = segmentLesion(lab);
  if (!segmentation.found) return segmentation;
  const { mask } = segmentation;
  const geometry = maskGeometry(mask);
  const colours = scoreColours(lab, mask, geometry, segmentation.skin);
  const asymmetry = measureAsymmetry(mask, geometry, colours.classes);
  const border = scoreBorder(mask, geometry, segmentation);
  const structures = estimateStructures(lab, mask, geometry);
  const diameterPx = Math.round(feretDiameterPx(mask) * 10) / 10;
  const mm = pixelsToMm(diameterPx, options.fieldOfViewMm, image.width);
  const diameterMm = mm === null ? null : Math.round(mm * 10) / 10;
  const { d, dUsed } = chooseD({ mode: options.mode, diameterMm, differentialStructures: structures.score });
  const tds = totalDermoscopyScore({
    asymmetry: asymmetry.score,
    border: border.score,
    colour: colours.score,
    d,
  });
  const mmPerPx = pixelsToMm(1, options.fieldOfViewMm, image.width);
  const measurements: PreviousAnalysis = {
    areaPx: geometry.area,
    imagePixels: image.width * image.height,
    areaMm2: mmPerPx === null ? null : geometry.area * mmPerPx * mmPerPx,
    border: border.score,
    colours: colours.colours,
  };
  const measured = options.previous ? measureChange(measurements, options.previous) : null;
  const evolved = options.hasEvolved || measured?.changed === true;
  const tdsLevel = riskLevel(tds);
  const prediction = raiseForEvolution(tdsLevel, evolved);
  return {
    found: true,
    features: {
      asymmetry: asymmetry.score,
      border: border.score,
      borderIrregularSectors: border.sectors.filter((sector) => sector.irregular).length,
      borderAbruptSectors: border.sectors.filter((sector) => sector.abrupt).length,
      color: colours.score,
      colours: colours.colours,
      diameterPx,
      diameterMm,
      differentialStructures: structures,
      d,
      dUsed,
    },
    tds,
    tdsLevel,
    prediction,
    confidence: measureConfidence(segmentation, image.width, image.height).percent,
    skinTone: measureSkinTone(lab, mask, geometry.equivalentRadius, options.skinType),
    evolution: {
      hasEvolved: options.hasEvolved,
      evolutionWeeks: options.evolutionWeeks,
      measured,
      raisedLevel: prediction !== tdsLevel,
    },
    measurements,
    overlay: drawOverlay(image, mask, geometry, colours.classes),
  };
}
