import { findDates } from './dates';
import { readCueContext } from './negation';
import type { ParsedText, SentenceSpan } from './parse-text';
import { hasTag } from './term-spans';
import type { ActionItem, TimeReference } from './types';

// Words that make a clause something to do. "Must be", "should have" guess or regret rather than plan;
// "shouldn't", "mustn't" forbid. "Don't forget" needs no "to" ("don't forget your keys") unless a subject
// says it of itself ("I never forget my keys").
const TRIGGER =
  /(?<!\b(?:i|we|he|she|they|you|it)\s+)\b(?:don't|do not|dont|never|won't|will not)\s+forget\b|\b(?:remember\s+to|make\s+sure|needs?\s+to|ha(?:ve|s)\s+to|got\s+to|gotta|must(?!n't|nt)(?!\s+(?:have|be|'ve)\b)|should(?!n't|nt)(?!\s+(?:have|be|'ve)\b)|going\s+to|gonna)\b/g;
const FORWARD_PLAN = /^(?:going\s+to|gonna)$/;
const NEGATION_WINDOW = 2;
// Where a clause before a trigger ends: "Sarah came, and I need to call her".
const CLAUSE_START =
  /;|,\s*(?:and|but|so|then)\s+|\s+(?:and|but|so)\s+(?=(?:i|he|she|we|they|you|my|mum|dad)\b)/g;
const CLAUSE_END = /;|\s+but\s+/;
// Imperatives that are wishes or greetings, not tasks: "Feel better", "Love you", "See you soon".
const NOT_TASK_VERBS: ReadonlySet<string> = new Set([
  'feel',
  'love',
  'like',
  'hope',
  'thank',
  'thanks',
  'miss',
  'wish',
  'think',
  'know',
  'guess',
  'see',
  'bless',
  'enjoy',
  'have',
  'sleep',
  'rest',
  'let',
  'welcome',
  'sorry',
]);
const IMPERATIVE_LEADS: ReadonlySet<string> = new Set(['please', 'now', 'then', 'and', 'also', 'oh', 'so']);

interface Trigger {
  start: number;
  end: number;
}

function findTriggers(parsed: ParsedText, sentence: SentenceSpan): Trigger[] {
  const sentenceText = parsed.matchText.slice(sentence.start, sentence.end);
  const nextTerm = (position: number) => sentence.terms.find((term) => term.offset.start >= position);
  return [...sentenceText.matchAll(TRIGGER)].flatMap((match) => {
    const start = sentence.start + match.index;
    const end = start + match[0].length;
    if (!/forget$/.test(match[0]) && readCueContext(parsed.matchText, start, NEGATION_WINDOW).isNegated)
      return [];
    if (FORWARD_PLAN.test(match[0])) {
      // "going to call" is a plan; "going to the park", "going to be late" are not tasks.
      const next = nextTerm(end);
      if (!next || !hasTag(next, 'Verb') || hasTag(next, 'Noun') || next.normal === 'be') return [];
    }
    return [{ start, end }];
  });
}

function clauseStartBefore(parsed: ParsedText, sentence: SentenceSpan, position: number): number {
  let start = sentence.start;
  for (const boundary of parsed.matchText.slice(sentence.start, position).matchAll(CLAUSE_START)) {
    start = sentence.start + boundary.index + boundary[0].length;
  }
  return start;
}

/** A clause without its closing punctuation or the "and" that joined it to the next one. */
function withoutEndPunctuation(text: string): string {
  return text
    .trim()
    .replace(/[\s.!?,;:]+$/u, '')
    .replace(/(?:[\s,]+(?:and|but|so|then))+$/iu, '');
}

/** A sentence that opens with a bare verb, after "please" or "now" at most: "Please call Sarah". */
function isImperative(sentence: SentenceSpan): boolean {
  const verb = sentence.terms.find((term) => !IMPERATIVE_LEADS.has(term.normal));
  return verb !== undefined && hasTag(verb, 'Infinitive') && !NOT_TASK_VERBS.has(verb.normal);
}

function withDue(text: string, context: string, reference: TimeReference): ActionItem {
  const when = findDates(text, reference, true)[0] ?? findDates(context, reference, true)[0];
  return when ? { text, due: when.date, dueText: when.text } : { text };
}

function actionItemsOf(parsed: ParsedText, sentence: SentenceSpan, reference: TimeReference): ActionItem[] {
  if (sentence.text.endsWith('?')) return [];
  const triggers = findTriggers(parsed, sentence);
  if (triggers.length === 0) {
    return isImperative(sentence) ? [withDue(withoutEndPunctuation(sentence.text), '', reference)] : [];
  }
  const starts = triggers.map((trigger) => clauseStartBefore(parsed, sentence, trigger.start));
  return triggers.map((trigger, index) => {
    const rest = parsed.text.slice(trigger.end, starts[index + 1] ?? sentence.end);
    const hardEnd = rest.search(CLAUSE_END);
    const end = hardEnd === -1 ? trigger.end + rest.length : trigger.end + hardEnd;
    const text = withoutEndPunctuation(parsed.text.slice(starts[index], end));
    // A lone task takes a date said elsewhere in its sentence ("Tomorrow, I need to call Sarah").
    return withDue(text, triggers.length === 1 ? sentence.text : '', reference);
  });
}

/**
 * Things to do: clauses with "need to / have to / must / should / remember to / don't forget / make sure /
 * going to <verb>" (not when negated: "I don't need to") and imperative sentences ("Call the pharmacy on
 * Friday"), each with the first date or time it gives, read forward from `now`. Questions are not tasks.
 */
export function extractActionItems(parsed: ParsedText, reference: TimeReference): ActionItem[] {
  const items = parsed.sentences.flatMap((sentence) => actionItemsOf(parsed, sentence, reference));
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.text.toLowerCase();
    if (!item.text || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
