import type { BodyPart, SkinAnalysisResult } from '@careledger/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skinAnalyses, skinAnalysisImages } from '../../db/schema';

// Reading and writing analyses. Images are read only by the two image routes, never with the history.

export type SkinAnalysisRow = typeof skinAnalyses.$inferSelect;
export type NewSkinAnalysis = typeof skinAnalyses.$inferInsert;

/** The newest analysis of this patient's body part, which the next photo is compared with. */
export async function latestAnalysisOf(
  db: Database,
  patientId: string,
  bodyPart: BodyPart,
): Promise<SkinAnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(skinAnalyses)
    .where(and(eq(skinAnalyses.patientId, patientId), eq(skinAnalyses.bodyPart, bodyPart)))
    .orderBy(desc(skinAnalyses.createdAt), desc(skinAnalyses.id))
    .limit(1);
  return row;
}

/** Stores an analysis and its two images together: both or neither. */
export async function insertAnalysis(
  db: Database,
  row: NewSkinAnalysis,
  images: { thumbnail: Buffer; overlay: Buffer },
): Promise<SkinAnalysisRow> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.insert(skinAnalyses).values(row).returning();
    if (!stored) throw new Error('the analysis was not stored');
    await tx.insert(skinAnalysisImages).values({ analysisId: stored.id, ...images });
    return stored;
  });
}

/** A patient's analyses, newest first, of one body part or all. */
export function listAnalyses(
  db: Database,
  patientId: string,
  bodyPart: BodyPart | undefined,
  limit: number,
): Promise<SkinAnalysisRow[]> {
  const ofPatient = eq(skinAnalyses.patientId, patientId);
  return db
    .select()
    .from(skinAnalyses)
    .where(bodyPart === undefined ? ofPatient : and(ofPatient, eq(skinAnalyses.bodyPart, bodyPart)))
    .orderBy(desc(skinAnalyses.createdAt), desc(skinAnalyses.id))
    .limit(limit);
}

/** One analysis by id, without its images. */
export async function findAnalysis(db: Database, id: string): Promise<SkinAnalysisRow | undefined> {
  const [row] = await db.select().from(skinAnalyses).where(eq(skinAnalyses.id, id));
  return row;
}

/** One of an analysis' kept images. */
export async function readImage(
  db: Database,
  id: string,
  which: 'thumbnail' | 'overlay',
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: skinAnalysisImages[which] })
    .from(skinAnalysisImages)
    .where(eq(skinAnalysisImages.analysisId, id));
  return row?.bytes;
}

/** Deletes an analysis and (by cascade) its images; false when it was already gone. */
export async function deleteAnalysis(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(skinAnalyses)
    .where(eq(skinAnalyses.id, id))
    .returning({ id: skinAnalyses.id });
  return deleted.length > 0;
}

/** The API's view of a stored analysis: where its images are served, and the disclaimer. */
export function toResult(row: SkinAnalysisRow): SkinAnalysisResult {
  return {
    id: row.id,
    userId: row.patientId,
    prediction: row.prediction,
    confidence: row.confidence,
    timestamp: row.createdAt.toISOString(),
    skinType: row.skinType,
    bodyPart: row.bodyPart,
    analysis: row.analysis,
    tds: row.tds,
    tdsLevel: row.tdsLevel,
    overlay: `/api/skin-analysis/${row.id}/overlay`,
    thumbnail: `/api/skin-analysis/${row.id}/thumbnail`,
    disclaimer: SKIN_DISCLAIMER,
  };
}

/** Said with every result. The screens say it in the reader's language too. */
export const SKIN_DISCLAIMER =
  "This is a measurement of the photo by published dermoscopy rules (the ABCD rule and Stolz's Total " +
  'Dermoscopy Score), not a diagnosis. It can miss melanoma and can flag harmless moles. Show any spot that ' +
  'is new, changing, bleeding, itching or worrying you to a doctor or dermatologist, whatever this says.';
