import type {
  LesionColour,
  SkinAnalysisFields,
  SkinAnalysisResult,
  SkinAnalysisType,
} from '@careledger/shared';
import type { Database } from '../../db/client';
import { checkImage, type ImageLimits } from '../../lib/image-upload';
import type { ActingAccount, PatientRef } from '../patients';
import type { LesionAnalysis } from './analysis';
import { analyseOnAnalysisThread } from './analysis-thread';
import { decodePhoto, encodeOverlay } from './photo-images';
import { lesionNotFound } from './skin-errors';
import { insertAnalysis, latestAnalysisOf, type SkinAnalysisRow, toResult } from './skin-store';

/** One photo to analyse, for a patient, by them or by staff for them. */
export interface AnalysePhotoInput {
  db: Database;
  patient: PatientRef;
  analysedBy: ActingAccount;
  mode: SkinAnalysisType;
  fields: SkinAnalysisFields;
  /** The uploaded bytes, unchecked. */
  image: Buffer;
  limits: ImageLimits;
}

/** The result's `analysis` object from what the core measured, and the earlier analysis it compared with. */
function toAnalysisView(
  measured: LesionAnalysis,
  mode: SkinAnalysisType,
  previous: SkinAnalysisRow | undefined,
): SkinAnalysisResult['analysis'] {
  const { features, evolution, skinTone } = measured;
  const change = evolution.measured;
  return {
    detectedSkinTone: skinTone.category,
    analysisType: mode,
    features: {
      asymmetry: features.asymmetry,
      border: features.border,
      color: features.color,
      diameter: features.d,
    },
    skinTone,
    measurements: {
      colours: features.colours,
      diameterPx: features.diameterPx,
      diameterMm: features.diameterMm,
      dUsed: features.dUsed,
      differentialStructures: features.differentialStructures,
    },
    evolution: {
      hasEvolved: evolution.hasEvolved,
      evolutionWeeks: evolution.evolutionWeeks,
      measured:
        change && previous
          ? {
              comparedWith: { id: previous.id, timestamp: previous.createdAt.toISOString() },
              areaChange: Math.round(change.areaChange * 1000) / 1000,
              areaBasis: change.areaBasis,
              borderChange: change.borderChange,
              newColours: change.newColours as LesionColour[],
              changed: change.changed,
            }
          : null,
      raisedLevel: evolution.raisedLevel,
    },
  };
}

/**
 * Analyses a photo of a lesion: checks it (type by its bytes, size and pixels, before decoding), decodes it
 * upright at about 1,024 px, measures it on the analysis thread against the patient's previous analysis of the
 * same body part, and stores the result with a thumbnail and the overlay. Nothing is stored when the photo is
 * refused or no lesion is found in it (422, saying why).
 */
export async function analysePhoto(input: AnalysePhotoInput): Promise<SkinAnalysisResult> {
  const { db, patient, analysedBy, mode, fields, limits } = input;
  const checked = await checkImage(input.image, limits);
  const { image, thumbnail } = await decodePhoto(input.image, checked, limits);
  const previous = await latestAnalysisOf(db, patient.id, fields.bodyPart);
  const measured = await analyseOnAnalysisThread(image, {
    mode,
    ...(fields.fieldOfViewMm === undefined ? {} : { fieldOfViewMm: fields.fieldOfViewMm }),
    hasEvolved: fields.hasEvolved,
    evolutionWeeks: fields.evolutionWeeks,
    skinType: fields.skinType,
    ...(previous ? { previous: previous.measurements } : {}),
  });
  if (!measured.found) throw lesionNotFound(measured.reason);
  const overlay = await encodeOverlay(measured.overlay);
  const stored = await insertAnalysis(
    db,
    {
      patientId: patient.id,
      analysedBy: analysedBy.id,
      analysisType: mode,
      skinType: fields.skinType,
      bodyPart: fields.bodyPart,
      prediction: measured.prediction,
      confidence: measured.confidence,
      tds: measured.tds,
      tdsLevel: measured.tdsLevel,
      analysis: toAnalysisView(measured, mode, previous),
      measurements: { ...measured.measurements, colours: [...measured.measurements.colours] },
    },
    { thumbnail, overlay },
  );
  return toResult(stored);
}
