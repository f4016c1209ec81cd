import type { MemoryIndex } from './create-memory-index';
import { findDoses } from './extract-medicine';
import { inverseDocumentFrequency } from './measure-coverage';
import { normaliseTerm } from './normalise-term';
import { termsOf, tokenize } from './tokenize';
import type { QuestionType } from './types';

/**
 * One thing a question asks about, met by a memory holding any of its index keys: the question's own word, or a
 * common paraphrase of it ("came to see me" is met by "visited" or "popped round").
 */
export interface Slot {
  /** Index keys that meet the slot, the question's own first. */
  terms: readonly string[];
  /** The slot's share of the question: the idf of its rarest own word, as without the paraphrase. */
  weight: number;
  /** A memory not meeting it cannot answer, however much else it holds: the question's verb, its purpose. */
  required?: boolean;
  /** The phrasing a memory must hold for its keys to count ("took me", not "took the album"). */
  confirm?: RegExp;
  /** Words to add to the search so BM25 finds the alternatives. */
  searchWords?: string;
  /** Met too by a memory stating a value of the kind the word names ("dose" by "9.5 mg"). */
  isStatedIn?: (text: string) => boolean;
}

interface Paraphrase {
  pattern: RegExp;
  /** Words that say the same, space-separated. */
  alternatives: string;
  /** What a memory must say for the slot to be met: the verb in the phrasing that carries the meaning. */
  confirm: RegExp;
  /** Only for these question types, when the alternatives mean the same only there. */
  types?: readonly QuestionType[];
  /** Phrasing that meets the slot though its words are stop words ("had" for "ate"). */
  statedBy?: RegExp;
}

// Common verbs and the ways people tell the same thing. Each applies in the phrasing matched and is met only by a
// memory phrased alike, so "take me" is met by "drove me" and not by "took the album", "came to see me" by
// "popped round" and not by "wants me to come up".
const VISIT_WORDS = String.raw`(?:visit\w*|came|come|comes|coming|popped|dropped|called|arrived?)`;
const PARAPHRASES: readonly Paraphrase[] = [
  {
    pattern: /\b(?:came|come|comes|coming) (?:round |over |by |along )?to (?:see|visit) (?:me|us)\b/i,
    alternatives: 'visit',
    confirm: new RegExp(String.raw`(?<!\b(?:i|we|me to|us to)\s+)\b${VISIT_WORDS}\b`, 'i'),
  },
  {
    pattern: /\b(?:came|come|comes|coming|popped|dropped|called) (?:round|over|by|in)\b/i,
    alternatives: 'visit',
    confirm: new RegExp(String.raw`(?<!\b(?:i|we|me to|us to)\s+)\b${VISIT_WORDS}\b`, 'i'),
  },
  {
    // Losing one's way, as people tell it: "couldn't find my way home", "got all muddled", "wandered off".
    pattern:
      /\b(?:got|get|gets|getting|was|were|been|go|went) (?:a bit |all |completely )?lost\b|\blost my way\b/i,
    alternatives: 'lost wander way muddle confuse',
    confirm:
      /\blost\b|\bwander\w*|\b(?:find|found|know|knew)\w* (?:my|his|her|our|their|the) way\b|\bmuddled\b|\bconfused\b|\bdisorient\w*/i,
  },
  {
    // Where someone lives is told by where they ring, write or come from: "my sister rang from Toronto".
    pattern: /\b(?:lives?|living)\b/i,
    alternatives: 'live',
    confirm: /\b(?:lives?|living|moved to|from)\b/i,
    statedBy: /\b(?:rang|rings|phoned|called|wrote|writes|came|comes|flew|visiting) (?:\w+ )?from\b/i,
  },
  {
    // A fall, as people tell it: "tripped on the rug", "went flying", "ended up on the floor".
    pattern: /\b(?:fell|fall|falls|fallen|falling)\b/i,
    alternatives: 'fall trip slip tumble floor',
    confirm:
      /\b(?:fell|fall\w*)\b(?!\s+(?:asleep|out|behind|apart|through|for)\b)|\b(?:tripped|slipped|tumbled|went flying|on the floor|landed on)\b/i,
  },
  {
    // Eating is mostly told with "had": "we had fish and chips".
    pattern: /\b(?:eat|eats|ate|eaten|eating)\b/i,
    alternatives: 'eat lunch dinner breakfast meal',
    confirm: /\b(?:eat\w*|ate|lunch|dinner|breakfast|supper|meal)\b/i,
    statedBy:
      /\b(?:had|have|having) (?!(?:a |an )?(?:chat|look|word|go|nap|shower|bath|fall|tear|cry|think|rest|lie|sleep|to|been)\b)/i,
  },
  {
    pattern: /\b(?:take|took|taken|taking) (?:me|us)\b/i,
    alternatives: 'drive drove bring brought trip outing',
    confirm:
      /\b(?:take|took|taken|taking|drive|drove|driven|bring|brought|walked) (?:me|us)\b|\b(?:trip|outing|excursion) to\b/i,
  },
  {
    pattern: /\b(?:give|gave|given|giving) (?:me|us)\b/i,
    alternatives: 'prescribe put start',
    confirm: /\b(?:gave|give|given|prescribed?|put|started?) (?:me|us)\b|\bprescribed\b/i,
    types: ['medicine', 'dose'],
  },
  {
    pattern: /\b(?:increas|rais|upp)\w*/i,
    alternatives: 'increase raise put higher bigger change',
    confirm: /\b(?:increas\w*|rais\w*|upp\w*|higher|bigger|chang\w*|went up)\b|\bput\b.*\bup\b/i,
  },
  {
    pattern: /\b(?:decreas|reduc|lower)\w*/i,
    alternatives: 'decrease reduce lower put cut smaller change',
    confirm: /\b(?:decreas\w*|reduc\w*|lower\w*|cut|smaller|chang\w*|went down)\b|\bput\b.*\bdown\b/i,
  },
  {
    pattern: /\bchang(?:e|ed|es|ing) (?:my|the|your|his|her|our|their)\b/i,
    alternatives: 'change new replace swap',
    confirm: /\b(?:chang\w*|new|replac\w*|swap\w*)\b/i,
  },
  {
    pattern: /\b(?:bring|brings|brought|bringing)\b/i,
    alternatives: 'bring give visit',
    confirm: new RegExp(
      String.raw`\b(?:brought|bring\w*|gave|give\w*)\b|\b${VISIT_WORDS}(?: \w+)? with\b`,
      'i',
    ),
  },
];

// "Which medicine do I take for my blood pressure?": the purpose must be told, not only the taking.
const PURPOSE =
  /\bfor (?:my|the|his|her|our|their) ([\p{L}' -]+?)\s*(?:[?.!,]|$|\b(?:at|in|on|every|each|when|after|before|now)\b)/iu;

// Words naming a kind of value a memory states outright: "my patch dose" is met by "9.5 mg".
const DOSE_TERMS: ReadonlySet<string> = new Set(
  ['dose', 'dosage', 'strength'].map((word) => normaliseTerm(word) ?? word),
);
const hasDose = (text: string): boolean => findDoses(text).length > 0;
// "the chest clinic appointment" is met by a telling of the booking with its time, which seldom says "appointment":
// "chest pain clinic Wednesday the 3rd of February at 9.20am", "going to reline it on Monday at 11am".
const BOOKING_TERMS: ReadonlySet<string> = new Set(
  ['appointment', 'appt'].map((word) => normaliseTerm(word) ?? word),
);
const CLOCK_TIME =
  /\b\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)\b|\b(?:at|for) \d{1,2}[.:]\d{2}\b|\bo['’]?clock\b|\b(?:half|quarter|five|ten|twenty|twenty-five) (?:past|to) \w+|\bhalf (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;
const hasBooking = (text: string): boolean => CLOCK_TIME.test(text);
const statedValue = (term: string): ((text: string) => boolean) | undefined =>
  DOSE_TERMS.has(term) ? hasDose : BOOKING_TERMS.has(term) ? hasBooking : undefined;

/**
 * The index keys of the names a question gives with a capital past its first word ("Dr Chaudhry", "Lowri",
 * "Christmas"): a memory not naming them is about someone or something else ("my appointment with Dr Varghese"
 * does not answer "When is my next appointment with Dr Chaudhry?").
 */
function namedTerms(text: string): Set<string> {
  const names = new Set<string>();
  for (const [position, token] of tokenize(text).entries()) {
    if (position === 0 || !/^\p{Lu}\p{Ll}/u.test(token.word)) continue;
    const key = normaliseTerm(token.word);
    if (key) names.add(key);
  }
  return names;
}

/**
 * The question's content words as slots: each paraphrase found in `text` makes one required slot of its words
 * and their alternatives; for a medicine or dose, the purpose ("for my thyroid") is required; every other
 * content term is a slot of its own.
 */
export function buildSlots(
  index: MemoryIndex,
  text: string,
  contentTerms: readonly string[],
  questionType: QuestionType,
): Slot[] {
  const idf = (term: string): number => inverseDocumentFrequency(index, term);
  const used = new Set<string>();
  const slots: Slot[] = [];
  for (const { pattern, alternatives, confirm, types, statedBy } of PARAPHRASES) {
    const match = types && !types.includes(questionType) ? null : pattern.exec(text);
    if (!match) continue;
    const own = termsOf(match[0]).filter((term) => contentTerms.includes(term) && !used.has(term));
    if (own.length === 0) continue;
    for (const term of own) used.add(term);
    const terms = [...new Set([...own, ...termsOf(alternatives)])];
    const weight = Math.max(...own.map(idf));
    const isStatedIn = statedBy ? (told: string) => statedBy.test(told) : undefined;
    slots.push({
      terms,
      weight,
      required: true,
      confirm,
      searchWords: alternatives,
      ...(isStatedIn ? { isStatedIn } : {}),
    });
  }
  const purpose =
    questionType === 'medicine' || questionType === 'dose' ? PURPOSE.exec(text)?.[1] : undefined;
  const purposeTerms = new Set(purpose ? termsOf(purpose) : []);
  const names = namedTerms(text);
  for (const term of contentTerms) {
    if (used.has(term)) continue;
    const isStatedIn = statedValue(term);
    const required = purposeTerms.has(term) || names.has(term);
    slots.push({
      terms: [term],
      weight: idf(term),
      ...(required ? { required } : {}),
      ...(isStatedIn ? { isStatedIn } : {}),
    });
  }
  return slots;
}

/** How well a text meets one slot: its best key matched (a fuzzy or prefix match less), in the phrasing asked. */
export function slotMatch(slot: Slot, matchedTerms: ReadonlyMap<string, number>, text: string): number {
  let best = Math.max(0, ...slot.terms.map((term) => matchedTerms.get(term) ?? 0));
  if (best > 0 && slot.confirm && !slot.confirm.test(text)) best = 0;
  if (best < 1 && slot.isStatedIn?.(text)) best = 1;
  return best;
}

/** Every index key any slot is met by, to match sentences on. */
export function slotTerms(slots: readonly Slot[]): string[] {
  return [...new Set(slots.flatMap((slot) => slot.terms))];
}

/** The text to search for: the question's words and the paraphrases' alternatives. */
export function searchTextOf(text: string, slots: readonly Slot[]): string {
  return [text, ...slots.flatMap((slot) => (slot.searchWords ? [slot.searchWords] : []))].join(' ');
}

/**
 * The weighted share of the slots a memory meets (0 to 1), each by slotMatch; 0 when it misses a required one.
 */
export function slotCoverage(
  slots: readonly Slot[],
  matchedTerms: ReadonlyMap<string, number>,
  text: string,
): number {
  let total = 0;
  let matched = 0;
  for (const slot of slots) {
    const match = slotMatch(slot, matchedTerms, text);
    if (slot.required && match === 0) return 0;
    total += slot.weight;
    matched += slot.weight * match;
  }
  return total === 0 ? 0 : matched / total;
}
