import { allTerms, type ParsedText } from './parse-text';
import { TOPIC_STOP_WORDS } from './stop-words';
import { hasTag, runsOf, type TermJson } from './term-spans';

export const DEFAULT_TOPIC_LIMIT = 5;

// Words that are part of a noun phrase in compromise's chunking but not of its topic ("my", "this morning").
const SKIPPED_TAGS = [
  'Pronoun',
  'Determiner',
  'Possessive',
  'Date',
  'Value',
  'Adverb',
  'Expression',
  'QuestionWord',
];
// A phrase is cut at these: "the park in Brighton" gives "park" and "brighton".
const BREAK_TAGS = ['Preposition', 'Conjunction'];

interface TopicCandidate {
  phrase: string;
  count: number;
  isProper: boolean;
  words: number;
  position: number;
}

function isTopicWord(term: TermJson): boolean {
  return /\p{L}/u.test(term.normal) && !SKIPPED_TAGS.some((tag) => hasTag(term, tag));
}

function splitAtBreaks(terms: readonly TermJson[]): TermJson[][] {
  const chunks: TermJson[][] = [[]];
  for (const term of terms) {
    if (BREAK_TAGS.some((tag) => hasTag(term, tag))) chunks.push([]);
    else chunks[chunks.length - 1]?.push(term);
  }
  return chunks;
}

function trimStopWords(terms: TermJson[]): TermJson[] {
  let first = 0;
  let last = terms.length - 1;
  while (first <= last && TOPIC_STOP_WORDS.has(terms[first]?.normal ?? '')) first++;
  while (last >= first && TOPIC_STOP_WORDS.has(terms[last]?.normal ?? '')) last--;
  return terms.slice(first, last + 1);
}

/** The key two mentions of one topic share: lower-case, last word without a plural "s" ("roses" = "rose"). */
function topicKey(phrase: string): string {
  return phrase.replace(/([^s])s$/u, '$1');
}

/**
 * Key noun phrases (compromise's noun chunks, cut at punctuation and prepositions, without determiners, pronouns, dates, numbers and general words
 * like "thing" or "day"), each once. Ranked by how often they come up, then proper names, then longer phrases,
 * then first mention.
 */
export function extractTopics(parsed: ParsedText, limit: number = DEFAULT_TOPIC_LIMIT): string[] {
  const candidates = new Map<string, TopicCandidate>();
  for (const nounTerms of runsOf(allTerms(parsed), (term) => term.chunk === 'Noun')) {
    for (const chunk of splitAtBreaks(nounTerms)) {
      const terms = trimStopWords(chunk.filter(isTopicWord));
      if (!terms.some((term) => hasTag(term, 'Noun'))) continue;
      const phrase = terms.map((term) => term.normal.replace(/[^\p{L}\p{N}'’-]/gu, '')).join(' ');
      const key = topicKey(phrase);
      const known = candidates.get(key);
      if (known) known.count++;
      else
        candidates.set(key, {
          phrase,
          count: 1,
          isProper: terms.some((term) => hasTag(term, 'ProperNoun')),
          words: terms.length,
          position: terms[0]?.offset.start ?? 0,
        });
    }
  }
  return [...candidates.values()]
    .sort(
      (a, b) =>
        b.count - a.count ||
        Number(b.isProper) - Number(a.isProper) ||
        b.words - a.words ||
        a.position - b.position,
    )
    .slice(0, Math.max(0, limit))
    .map((candidate) => candidate.phrase);
}
