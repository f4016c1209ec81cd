import { normaliseTerm } from './normalise-term';
import { splitSentences } from './split-sentences';
import { tokenize } from './tokenize';

/**
 * What a where question asks the place of: a thing ("Where's the key to the cash box?": the key) or a person
 * ("Where does Haydn live?": Haydn), by the index key of its head word, and whether the question asks where it was
 * put ("Where did I put my cornet?"), which only a telling of putting or of being somewhere answers.
 */
export interface WhereFocus {
  /** The head word as asked: "key", not "cash box"; the last word of "my angina spray". */
  word: string;
  /** Its index key. */
  key: string;
  /** The question asks where it was put, left or kept. */
  isPut: boolean;
}

const OPENING =
  /^\W*where(?:['’]?s|['’]re|\s+(?:is|are|was|were|did|do|does|has|have|had|can|could|should|would|will|might))?\s+/i;
// A subject pronoun: "Where did I put …". Only a verb of putting or finding makes the object the focus; "Where
// did I go?", "Where did I have tea with Eileen?" ask where the person was.
const SUBJECT_PRONOUN = /^(?:i|we|you|they)$/i;
const PUT_VERBS = new Set(
  'put leave left keep kept hide hid hidden store stored stash stashed park parked lose lost drop dropped find found'.split(
    ' ',
  ),
);
const DETERMINERS = new Set(
  'the a an my your his her our their this that these those some its me them'.split(' '),
);
const PREPOSITIONS = new Set('to about of for from with that which who at on in by into under'.split(' '));
// Verbs where questions use after a thing or person ("does Haydn live", "did my teeth turn up").
const VERBS = new Set(
  [
    'go goes went get got put left leave keep kept live lives living buried stay stays staying work works meet',
    'turn turned end ended hide hid hidden store stored park parked find found be been being sit sits have has had',
    'come comes moved move usually normally gone held happening',
    ...PUT_VERBS,
  ]
    .join(' ')
    .split(' '),
);
const ADVERBS = new Set('now then first last still usually normally'.split(' '));
const PARTICLES = new Set('up down away back out off'.split(' '));
// Things that happen somewhere rather than lie somewhere: "Where is my memory clinic appointment?", "where is
// knit and natter held" ask where it takes place, told any way.
const EVENT_NOUNS = new Set(
  'appointment practice meeting class club group party service funeral wedding clinic session concert match game lunch dinner tea supper breakfast do rehearsal'.split(
    ' ',
  ),
);
const EVENT_VERBS = /^(?:held|on|happening|taking|being)$/i;
const PUT_QUESTION =
  /\b(?:put|leave|left|keep|kept|hide|hid|hidden|store|stored|stash|stashed|park|parked)\b/i;

interface Phrase {
  head: string | undefined;
  rest: string[];
}

/** A noun phrase at the start of `words`: its head (last word; an owner's "dad's" is not it), the words after. */
function nounPhrase(words: readonly string[]): Phrase {
  let head: string | undefined;
  let position = 0;
  for (; position < words.length; position += 1) {
    const word = words[position] ?? '';
    const lower = word.toLowerCase();
    if (head === undefined && DETERMINERS.has(lower)) continue;
    if (VERBS.has(lower) || PREPOSITIONS.has(lower) || ADVERBS.has(lower)) break;
    // "where is knit and natter held": a participle ending the question is its verb.
    if (head !== undefined && position === words.length - 1 && /\w{3}ed$/i.test(word)) break;
    if (/['’]s$/i.test(word)) {
      head = undefined;
      continue;
    }
    head = word;
  }
  return { head, rest: words.slice(position) };
}

/** The object after a verb and its particles, if the question goes on with one. */
function objectAfterVerb(rest: readonly string[]): string | undefined {
  let words = rest.slice(1);
  while (PARTICLES.has(words[0]?.toLowerCase() ?? '')) words = words.slice(1);
  return nounPhrase(words).head;
}

/** The focus of a where question, or null when it asks where the person went or was ("Where did I go?"). */
export function whereFocus(question: string): WhereFocus | null {
  const opening = OPENING.exec(question);
  if (!opening) return null;
  const words = tokenize(question.slice(opening[0].length)).map((token) => token.word);
  const isPut = PUT_QUESTION.test(question);
  let head: string | undefined;
  if (SUBJECT_PRONOUN.test(words[0] ?? '')) {
    if (!PUT_VERBS.has(words[1]?.toLowerCase() ?? '')) return null;
    head = objectAfterVerb(words.slice(1));
  } else {
    const subject = nounPhrase(words);
    const verb = subject.rest[0]?.toLowerCase() ?? '';
    if (EVENT_VERBS.test(verb) || /ed$/.test(verb)) return null;
    // "Where did Brenda hide the car keys?": the keys, not Brenda; "Where does Haydn live?": Haydn.
    head = (VERBS.has(verb) ? objectAfterVerb(subject.rest) : undefined) ?? subject.head;
  }
  if (!head || EVENT_NOUNS.has(head.toLowerCase())) return null;
  const key = normaliseTerm(head);
  return key ? { word: head, key, isPut } : null;
}

// A telling of where something was put or is: "put it in", "left them on", "the letter is in", "its in".
const PLACING =
  /\b(?:put|puts|left|leave|kept|keep|keeps|moved|placed|popped|hid|hidden|stored|stashed|stuck|hung|hanging|tucked|locked|pinned|clipped|filed|wedged|propped|packed|dropped|is|are|was|were|lives|living|live|buried|found|turned up|back)\b|['’]s\b|\bits\b/i;
const PRONOUN = /^(?:it|its|it['’]s|them|they|they['’]re|theyre|he|she|him|her|he['’]s|she['’]s|hes|shes)$/i;

/**
 * Where in a sentence of a memory its focus is told, as the offsets just after each telling, or none when the
 * sentence is not about it. The sentence names it (a later "it" or "them" carries it on: "moved my watch out of the
 * drawer and locked it in the cash box"), or holds "it", "them", "he" or "she" right after a sentence naming it
 * ("Found my glasses. They were in the fridge"). A question of putting needs a telling of putting or being
 * ("played cornet side by side in the band" does not say where the cornet is).
 */
export function focusOffsets(
  focus: WhereFocus,
  memoryText: string,
  sentence: string,
  sentenceIndex: number,
): number[] {
  if (focus.isPut && !PLACING.test(sentence)) return [];
  const tokens = tokenize(sentence);
  const isFocus = (word: string): boolean => normaliseTerm(word) === focus.key;
  const named = tokens.findIndex((token) => isFocus(token.word));
  let from = named;
  if (named < 0) {
    const before = splitSentences(memoryText.slice(0, sentenceIndex)).at(-1);
    const isNamedBefore = before !== undefined && tokenize(before.text).some((token) => isFocus(token.word));
    if (!isNamedBefore) return [];
    from = tokens.findIndex((token) => PRONOUN.test(token.word));
    if (from < 0) return [];
  }
  return tokens
    .slice(from)
    .filter((token, position) => position === 0 || isFocus(token.word) || PRONOUN.test(token.word))
    .map((token) => token.index + token.word.length);
}
