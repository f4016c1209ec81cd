import type { SkinAnalysisResult } from '@careledger/shared';

// Answers of the skin analysis API as the contract (packages/shared/src/skin-analysis) shapes them.

export const SKIN_PATIENT_ID = '00000000-0000-4000-8000-0000000000aa';
export const OTHER_PATIENT_ID = '00000000-0000-4000-8000-0000000000bb';
export const ANALYSIS_ID = '00000000-0000-4000-8000-00000000a001';
export const EARLIER_ID = '00000000-0000-4000-8000-00000000a000';

export function skinResult(overrides: Partial<SkinAnalysisResult> = {}): SkinAnalysisResult {
  return {
    id: ANALYSIS_ID,
    userId: SKIN_PATIENT_ID,
    prediction: 'high_risk',
    confidence: 72,
    timestamp: '2026-11-20T10:00:00.000Z',
    skinType: 'III',
    bodyPart: 'back',
    analysis: {
      detectedSkinTone: 'light',
      analysisType: 'basic',
      features: { asymmetry: 1, border: 3, color: 3, diameter: 4 },
      skinTone: { ita: 41.2, category: 'light', fitzpatrickComparison: 'lighter' },
      measurements: {
        colours: ['lightBrown', 'darkBrown', 'black'],
        diameterPx: 310,
        diameterMm: 6.4,
        dUsed: 'diameter',
        differentialStructures: {
          score: 2,
          found: ['dots'],
          notAssessed: ['pigmentNetwork', 'branchedStreaks'],
          dots: 4,
          globules: 0,
          structurelessShare: 0.05,
        },
      },
      evolution: {
        hasEvolved: true,
        evolutionWeeks: 6,
        measured: {
          comparedWith: { id: EARLIER_ID, timestamp: '2026-10-01T09:00:00.000Z' },
          areaChange: 0.25,
          areaBasis: 'mm2',
          borderChange: 2,
          newColours: ['black'],
          changed: true,
        },
        raisedLevel: true,
      },
    },
    tds: 5.1,
    tdsLevel: 'moderate_risk',
    overlay: `/api/skin-analysis/${ANALYSIS_ID}/overlay`,
    thumbnail: `/api/skin-analysis/${ANALYSIS_ID}/thumbnail`,
    disclaimer: 'This measurement is not a diagnosis. Show any changing mole to a dermatologist.',
    ...overrides,
  };
}

/** A png File of a few bytes: the analysis reads the bytes on the server, not here. */
export function lesionPhoto(name = 'mole.png', type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
}
