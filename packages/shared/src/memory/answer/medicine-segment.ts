import type { Found } from './extract-medicine';
import type { TextSpan } from './text-span';
import { termsOf } from './tokenize';

/**
 * The part of a sentence about one of the medicines it names, when it names several ("levothyroxine 75
 * micrograms for my thyroid, and sertraline 50 mg for my mood"): from that medicine to the next (the first
 * part from the sentence's start). The medicine the question names wins, else the part holding most of the
 * question's words from its medicine on ("I take" before the first belongs to all); with one medicine, or no part ahead, the whole sentence.
 */
export function medicineSegment(
  sentence: string,
  medicines: readonly Found[],
  question: string,
  askedMedicines: readonly string[],
): TextSpan {
  const whole = { index: 0, length: sentence.length };
  if (medicines.length < 2) return whole;
  const parts = medicines.map((medicine, position) => {
    const start = position === 0 ? 0 : medicine.index;
    const end = medicines[position + 1]?.index ?? sentence.length;
    return { index: start, length: end - start, from: medicine.index, medicine: medicine.text.toLowerCase() };
  });
  const named = parts.find((part) => askedMedicines.includes(part.medicine));
  if (named) return named;
  const asked = new Set(termsOf(question));
  const scored = parts.map((part) => ({
    part,
    score: termsOf(sentence.slice(part.from, part.index + part.length)).filter((term) => asked.has(term))
      .length,
  }));
  scored.sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  return first && first.score > (second?.score ?? 0) ? first.part : whole;
}
