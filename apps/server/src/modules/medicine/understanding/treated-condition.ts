import type { Span } from './span';
import { PAIN_SYMPTOM_KEYS, type SymptomKey } from './symptom-keys';
import type { Token } from './tokenize';

// What a medicine the person already takes is for is their background, not the complaint they bring now:
// in "already on naproxen for my arthritis and now a headache" the headache is asked about, and the arthritis
// is why they take naproxen (the naproxen itself is kept as context). Only set aside when something else is
// complained of: "I take naproxen for my arthritis, what else can I take?" still asks about the arthritis.
// Only pains, the reason for the analgesics of the medicine lexicon: "on sertraline for my anxiety" keeps the
// anxiety, so the rule against OTC sedatives for anxiety still sees it.

// "on naproxen", "taking sertraline", "prescribed warfarin", "I take ibuprofen" (not "can I take").
const USE_WORDS: ReadonlySet<string> = new Set(['on', 'taking', 'takes', 'took', 'using', 'prescribed']);
const MODALS: ReadonlySet<string> = new Set(['can', 'could', 'should', 'may', 'might', 'would', 'shall']);
const POSSESSIVES: ReadonlySet<string> = new Set(['my', 'his', 'her', 'their', 'our', 'the']);

/**
 * True when the finding is named as what a medicine in use is taken for: "<on|taking> <medicine> for
 * [my|his|her] <finding>".
 */
export function isTreatedBackground(
  tokens: readonly Token[],
  finding: Span & { key: SymptomKey },
  medicines: readonly Span[],
): boolean {
  if (!PAIN_SYMPTOM_KEYS.includes(finding.key)) return false;
  let position = finding.first - 1;
  if (POSSESSIVES.has(tokens[position]?.word ?? '')) position--;
  if (tokens[position]?.word !== 'for') return false;
  const medicine = medicines.find((span) => span.last === position - 1);
  return medicine !== undefined && isInUse(tokens, medicine.first);
}

function isInUse(tokens: readonly Token[], first: number): boolean {
  const word = (back: number) => tokens[first - back]?.word ?? '';
  if (USE_WORDS.has(word(1)) || (word(1) === 'already' && USE_WORDS.has(word(2)))) return true;
  // "I take naproxen for...", but not "can I take naproxen for..."
  return word(1) === 'take' && word(2) === 'i' && !MODALS.has(word(3));
}
