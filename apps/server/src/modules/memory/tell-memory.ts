import {
  conversationEntries,
  type MemoryKind,
  type ProcessMemoryResponse,
  toAnalysisView,
} from '@careledger/shared';
import type { Database } from '../../db/client';
import { memories } from '../../db/schema';
import type { SseHub } from '../../lib/sse-hub';
import { inTransaction } from '../../lib/transaction';
import { DEFAULT_TIME_ZONE, utcOffsetAt } from '../patients';
import { loadMemoryTools } from './load-memory-tools';
import { loadMedicineNames } from './medicine-names';
import { addToPatientIndex } from './memory-index-cache';
import { raiseCarerAlert } from './raise-carer-alert';

/** One thing told to the companion, as the text and image routes pass it to tellMemory. */
export interface TellMemoryInput {
  db: Database;
  /** Where the carer alert's notification is pushed once stored; none in scripts and the seed. */
  hub?: SseHub;
  /** From resolvePatient; `timeZone` (IANA) decides what "tomorrow" means, UTC when absent. */
  patient: { id: string; name: string; timeZone?: string };
  enteredBy: { id: string; name: string };
  kind: MemoryKind;
  /** What the conversation shows as the person's words: the text, or an image's caption. */
  told: string;
  /** What is analysed and searched: the text, or an image's caption then the text read from it. */
  text: string;
  caption?: string | null;
  imageText?: string | null;
  ocrConfidence?: number | null;
  now?: Date;
}

/**
 * Stores one thing a patient (or a carer for them) told the memory companion: analyses it, stores the memory,
 * and for high urgency raises a carer alert with its notifications, all in one transaction (a failure stores
 * nothing). Once committed, the memory joins the patient's question index. The text and image routes both
 * call it.
 */
export async function tellMemory(input: TellMemoryInput): Promise<ProcessMemoryResponse> {
  const { db, hub, patient, enteredBy } = input;
  const now = input.now ?? new Date();
  const medicineNames = await loadMedicineNames(db);
  const timezone = utcOffsetAt(patient.timeZone ?? DEFAULT_TIME_ZONE, now);
  const { analyseMemory } = await loadMemoryTools();
  const analysis = toAnalysisView(analyseMemory(input.text, { now, timezone, medicineNames }));

  const values: typeof memories.$inferInsert = {
    patientId: patient.id,
    enteredBy: enteredBy.id,
    kind: input.kind,
    text: input.text,
    caption: input.caption ?? null,
    imageText: input.imageText ?? null,
    ocrConfidence: input.ocrConfidence ?? null,
    importance: analysis.importanceScore,
    sentiment: analysis.sentiment,
    urgency: analysis.urgencyLevel,
    analysis,
    ...(input.now ? { createdAt: input.now } : {}),
  };
  // One insert is atomic on its own; only an urgent memory writes more (its alert and notifications), together.
  const { row, alertId } =
    analysis.urgencyLevel === 'high'
      ? await inTransaction({ db, hub }, async (tx) => {
          const stored = await insertMemory(tx, values);
          const raised = await raiseCarerAlert({
            db: tx,
            patient,
            memoryId: stored.id,
            summary: analysis.summary,
          });
          return { row: stored, alertId: raised };
        })
      : { row: await insertMemory(db, values), alertId: null };
  addToPatientIndex(db, patient.id, { id: row.id, text: input.text, createdAt: row.createdAt });

  const entries = conversationEntries({
    id: row.id,
    kind: input.kind,
    told: input.told,
    analysis,
    createdAt: row.createdAt.toISOString(),
    enteredBy: enteredBy.id === patient.id ? null : enteredBy.name,
  });
  return {
    ...analysis,
    memoryId: row.id,
    entries,
    alertId,
    imageText: input.imageText ?? null,
    ocrConfidence: input.ocrConfidence ?? null,
  };
}

async function insertMemory(db: Database, values: typeof memories.$inferInsert) {
  const [stored] = await db
    .insert(memories)
    .values(values)
    .returning({ id: memories.id, createdAt: memories.createdAt });
  if (!stored) throw new Error('inserting a memory returned no row');
  return stored;
}
