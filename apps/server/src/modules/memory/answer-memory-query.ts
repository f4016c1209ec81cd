import type { MemoryQueryResponse } from '@careledger/shared';
import type { Database } from '../../db/client';
import type { PatientRef } from '../patients';
import { utcOffsetAt } from '../patients';
import { loadMemoryTools } from './load-memory-tools';
import { loadMedicineNames } from './medicine-names';
import { loadPatientIndex } from './memory-index-cache';

/** What answerMemoryQuery needs: the patient (with their time zone) and their question. */
export interface AnswerMemoryQueryOptions {
  db: Database;
  patient: PatientRef;
  query: string;
  now?: Date;
}

/**
 * Answers a patient's question from their own memories only (their kept index, brought up to date first),
 * reading "yesterday" in their time zone; "I don't have a memory of that." when nothing answers it.
 */
export async function answerMemoryQuery({
  db,
  patient,
  query,
  now = new Date(),
}: AnswerMemoryQueryOptions): Promise<MemoryQueryResponse> {
  const [index, medicineNames, { answerQuestion }] = await Promise.all([
    loadPatientIndex(db, patient.id),
    loadMedicineNames(db),
    loadMemoryTools(),
  ]);
  const answer = answerQuestion(index, query, {
    now,
    utcOffsetMinutes: utcOffsetAt(patient.timeZone, now),
    medicineNames,
  });
  return {
    answer: answer.answer,
    found: answer.found,
    questionType: answer.questionType,
    sources: answer.sources.map((source) => ({
      memoryId: Number(source.id),
      text: source.text,
      date: source.date,
      score: source.score,
    })),
    timeRange: answer.timeRange,
  };
}
