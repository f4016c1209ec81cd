import type { MedicineText } from '@careledger/shared';
import type { Understanding } from '../understanding';
import { type Candidate, isInStock, isSuggestible, type LeftOutReason, leftOutNote } from './candidate';
import { contextNotes } from './context-notes';
import { medicineText } from './medicine-text';
import { compareCandidates } from './rank';

/**
 * What the person should know beyond the cards, in this order: nothing recognised (never a guess), where to get
 * help with anxiety, the facts about them that were used, each medicine left out and why (one note per reason,
 * naming every medicine it left out), symptoms nothing here treats, and why there is no card at all.
 */
export function buildNotes(options: {
  understanding: Understanding;
  isAnxious: boolean;
  candidates: readonly Candidate[];
  matching: readonly Candidate[];
  recommended: readonly Candidate[];
}): MedicineText[] {
  const { understanding, isAnxious, candidates, matching, recommended } = options;
  const notes: MedicineText[] = [];
  const hasSymptoms = understanding.symptoms.length > 0;
  if (!hasSymptoms) notes.push(medicineText('notes.nothingRecognised', {}));
  if (isAnxious) {
    notes.push(medicineText('notes.anxietyHelp', {}), medicineText('notes.anxietyNoSedative', {}));
  }
  notes.push(...contextNotes(understanding.context), ...leftOutNotes(matching));
  if (!hasSymptoms) return notes;
  if (matching.length === 0) {
    notes.push(medicineText('notes.nothingStockedTreats', {}));
    return notes;
  }
  const treated = new Set(candidates.flatMap((candidate) => candidate.matched.map((match) => match.key)));
  for (const symptom of understanding.symptoms) {
    if (!treated.has(symptom.key)) notes.push(medicineText('notes.noMedicineFor', { symptom: symptom.key }));
  }
  if (!matching.some(isSuggestible)) notes.push(medicineText('notes.allLeftOut', {}));
  else if (recommended.length > 0 && !recommended.some(isInStock)) {
    notes.push(medicineText('notes.onlyOutOfStock', {}));
  }
  return notes;
}

/** One note per distinct reason, listing the medicines it left out in rank order. */
function leftOutNotes(matching: readonly Candidate[]): MedicineText[] {
  const groups = new Map<string, { reason: LeftOutReason; names: string[] }>();
  for (const candidate of [...matching].sort(compareCandidates)) {
    for (const reason of candidate.leftOut) {
      const id = JSON.stringify(reason);
      const group = groups.get(id) ?? { reason, names: [] };
      if (!group.names.includes(candidate.medicine.name)) group.names.push(candidate.medicine.name);
      groups.set(id, group);
    }
  }
  return [...groups.values()].map(({ reason, names }) => leftOutNote(reason, names));
}
