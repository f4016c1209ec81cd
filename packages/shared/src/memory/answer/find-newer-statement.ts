import type { IndexedMemory, MemoryHit, MemoryIndex } from './create-memory-index';
import { type Asked, extractFromSentences } from './extract-answer';
import { findMedicines } from './extract-medicine';
import type { SentenceMatch } from './match-sentence';
import { normaliseTerm } from './normalise-term';
import type { Slot } from './question-slots';

export interface ChosenAnswer {
  hit: MemoryHit;
  answer: string;
}

/**
 * Doses change. A medicine or dose answer gives way to the newest later memory (in the time asked about) that
 * states the same medicine with what was asked, even one sharing no other word with the question: "Dr. Shah
 * raised my ramipril to 10 mg" replaces "I take ramipril 5 mg every morning". For a dose, a later memory naming
 * no medicine counts too when it holds the question's other words the answer's memory holds: "She's put my patch
 * up to 9.5 mg" replaces "rivastigmine patches, 4.6 mg" for "What dose is my rivastigmine patch?".
 */
export function findNewerStatement(
  index: MemoryIndex,
  chosen: ChosenAnswer,
  asked: Asked,
  isInRange: (memory: IndexedMemory) => boolean,
  sentencesOf: (hit: MemoryHit) => SentenceMatch[],
  slots: readonly Slot[] = [],
): ChosenAnswer | null {
  const medicine = (
    asked.medicines[0] ??
    findMedicines(chosen.answer, asked.medicineNames)[0]?.text ??
    findMedicines(chosen.hit.memory.text, asked.medicineNames)[0]?.text
  )?.toLowerCase();
  const term = medicine ? normaliseTerm(medicine.split(/\s+/)[0] ?? '') : null;
  if (!medicine || !term) return null;
  const isLater = (hit: MemoryHit): boolean =>
    hit.memory.createdAtMs > chosen.hit.memory.createdAtMs && isInRange(hit.memory);
  const naming = index.search(medicine).filter((hit) => hit.matchedTerms.get(term) === 1 && isLater(hit));
  const unnamed =
    asked.questionType === 'dose' ? unnamedLater(index, chosen, asked, slots, term, isLater) : [];
  const later = [...naming, ...unnamed].sort((a, b) => b.memory.createdAtMs - a.memory.createdAtMs);
  for (const hit of later) {
    const isNaming = naming.includes(hit);
    const sameMedicine: Asked = { ...asked, medicines: isNaming ? [medicine] : [] };
    const sentences = sentencesOf(hit).filter((match) => isNaming || match.weight > 0);
    const answer = extractFromSentences(sameMedicine, hit.memory, sentences);
    if (answer) return { hit, answer };
  }
  return null;
}

// The forms a medicine comes in: a later "my patch went up to 9.5 mg" is about the patch asked after.
const FORM_TERMS: ReadonlySet<string> = new Set(
  'patch patches inhaler drops drop puffer spray sachet injection injections cream ointment'
    .split(' ')
    .map((word) => normaliseTerm(word) ?? word),
);

/**
 * Later memories naming no medicine that hold the form of the medicine the question and the chosen memory both
 * name ("patch").
 */
function unnamedLater(
  index: MemoryIndex,
  chosen: ChosenAnswer,
  asked: Asked,
  slots: readonly Slot[],
  medicineTerm: string,
  isLater: (hit: MemoryHit) => boolean,
): MemoryHit[] {
  const held = slots
    .filter((slot) => slot.terms.length === 1)
    .map((slot) => slot.terms[0] ?? '')
    .filter(
      (term) => FORM_TERMS.has(term) && term !== medicineTerm && chosen.hit.matchedTerms.get(term) === 1,
    );
  if (held.length === 0) return [];
  return index
    .search(held.join(' '))
    .filter((hit) => isLater(hit) && held.every((term) => hit.matchedTerms.get(term) === 1))
    .filter((hit) => findMedicines(hit.memory.text, asked.medicineNames).length === 0);
}
