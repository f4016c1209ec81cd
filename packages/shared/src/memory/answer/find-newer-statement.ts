import type { IndexedMemory, MemoryHit, MemoryIndex } from './create-memory-index';
import { type Asked, extractFromSentences } from './extract-answer';
import { findMedicines } from './extract-medicine';
import type { SentenceMatch } from './match-sentence';
import { normaliseTerm } from './normalise-term';

export interface ChosenAnswer {
  hit: MemoryHit;
  answer: string;
}

/**
 * Doses change. A medicine or dose answer gives way to the newest later memory (in the time asked about) that
 * states the same medicine with what was asked, even one sharing no other word with the question: "Dr. Shah
 * raised my ramipril to 10 mg" replaces "I take ramipril 5 mg every morning".
 */
export function findNewerStatement(
  index: MemoryIndex,
  chosen: ChosenAnswer,
  asked: Asked,
  isInRange: (memory: IndexedMemory) => boolean,
  sentencesOf: (hit: MemoryHit) => SentenceMatch[],
): ChosenAnswer | null {
  const medicine = findMedicines(chosen.hit.memory.text, asked.medicineNames)[0]?.text.toLowerCase();
  const term = medicine ? normaliseTerm(medicine.split(/\s+/)[0] ?? '') : null;
  if (!medicine || !term) return null;
  const later = index
    .search(medicine)
    .filter((hit) => hit.matchedTerms.get(term) === 1)
    .filter((hit) => hit.memory.createdAtMs > chosen.hit.memory.createdAtMs && isInRange(hit.memory))
    .sort((a, b) => b.memory.createdAtMs - a.memory.createdAtMs);
  const sameMedicine: Asked = { ...asked, medicines: [medicine] };
  for (const hit of later) {
    const answer = extractFromSentences(sameMedicine, hit.memory, sentencesOf(hit));
    if (answer) return { hit, answer };
  }
  return null;
}
