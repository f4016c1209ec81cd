import { answerYesNo } from './answer-yes-no';
import { wallDateOf } from './calendar';
import { classifyQuestion, correctQuestionWords } from './classify-question';
import {
  COVERAGE_FLOOR,
  MAX_LISTED_MEMORIES,
  MAX_SOURCES,
  NEWEST_WINS_RATIO,
  NO_MEMORY_ANSWER,
} from './constants';
import { correctSpelling } from './correct-spelling';
import type { IndexedMemory, MemoryHit, MemoryIndex } from './create-memory-index';
import { type Asked, extractFromSentences } from './extract-answer';
import { findMedicines } from './extract-medicine';
import { findNewerStatement } from './find-newer-statement';
import { matchSentence, type SentenceMatch } from './match-sentence';
import { inverseDocumentFrequency, measureCoverage } from './measure-coverage';
import { isMemoryInRange } from './memory-in-range';
import { normaliseTerm } from './normalise-term';
import { parseTimeFilter, type TimeFilter } from './parse-time-filter';
import { quote, quoteEach } from './phrase-answer';
import { splitSentences } from './split-sentences';
import { maskSpans } from './text-span';
import { termsOf } from './tokenize';
import type { AnswerOptions, AnswerSource, MemoryAnswer, QuestionType, TimeRange } from './types';

// Words that only say what kind of answer is wanted: searched for, but not needed for a memory to count.
const MEDICINE_WORDS = ['medicine'];
const TYPE_WORDS: Readonly<Record<QuestionType, ReadonlySet<string>>> = {
  where: keys([]),
  when: keys(['time', 'day', 'date']),
  who: keys(['name']),
  medicine: keys(MEDICINE_WORDS),
  dose: keys([...MEDICINE_WORDS, 'dose', 'dosage', 'strength', 'amount', 'much', 'many', 'mg', 'milligrams']),
  what: keys([]),
  'yes-no': keys([]),
};
const ALL_TYPE_WORDS: ReadonlySet<string> = new Set(Object.values(TYPE_WORDS).flatMap((words) => [...words]));
// Where things are and what is taken change: the newest memory that says is the truth.
const STATE_TYPES: ReadonlySet<QuestionType> = new Set(['where', 'medicine', 'dose']);

/**
 * Answers a question from the person's memories only. The question's type, its time ("yesterday") and its
 * words are read; memories of that time are ranked by BM25 and must clear the relevance floor (COVERAGE_FLOOR);
 * the answer is extracted from the best sentence for its type, or that sentence is quoted. With nothing above
 * the floor the answer is NO_MEMORY_ANSWER and `found` is false: it never makes an answer up.
 */
export function answerQuestion(index: MemoryIndex, question: string, options: AnswerOptions): MemoryAnswer {
  const now = new Date(options.now);
  if (Number.isNaN(now.getTime())) throw new TypeError(`"now" is not a date: "${String(options.now)}".`);
  const utcOffsetMinutes = options.utcOffsetMinutes ?? -now.getTimezoneOffset();
  const medicineNames = options.medicineNames ?? [];
  const text = correctQuestionWords(question);
  const questionType = classifyQuestion(text, medicineNames);
  const time = parseTimeFilter(text, now, utcOffsetMinutes);
  const timeRange = time.filter ? toTimeRange(time.filter) : null;
  const isKnownTerm = (term: string): boolean =>
    index.documentFrequency(term) > 0 || ALL_TYPE_WORDS.has(term);
  const searchText = correctSpelling(maskSpans(text, time.spans), isKnownTerm, index.words());
  const terms = termsOf(searchText);
  const contentTerms = terms.filter((term) => !TYPE_WORDS[questionType].has(term));
  const inRange = (memory: IndexedMemory): boolean =>
    !time.filter || isMemoryInRange(memory, time.filter, utcOffsetMinutes);
  const asked: Asked = {
    question: text,
    questionType,
    medicineNames,
    medicines: findMedicines(searchText, medicineNames).map((medicine) => medicine.text.toLowerCase()),
    phrasing: { currentYear: wallDateOf(now, utcOffsetMinutes).year, utcOffsetMinutes },
  };
  const noMemory: MemoryAnswer = {
    answer: NO_MEMORY_ANSWER,
    found: false,
    questionType,
    sources: [],
    timeRange,
  };

  if (contentTerms.length === 0) {
    if (!time.filter) return noMemory;
    const listed = listInRange(index, time.filter, utcOffsetMinutes);
    if (listed.length === 0) return noMemory;
    const shown = listed.slice(0, MAX_LISTED_MEMORIES);
    const answer = quoteEach(shown, listed.length - shown.length, asked.phrasing);
    return {
      answer,
      found: true,
      questionType,
      sources: shown.map((memory) => toSource(memory, 0)),
      timeRange,
    };
  }

  const hits = index
    .search(searchText)
    .filter((hit) => inRange(hit.memory))
    .filter((hit) => measureCoverage(index, contentTerms, hit.matchedTerms) >= COVERAGE_FLOOR)
    .sort(byRank);
  const best = hits[0];
  if (!best) return noMemory;

  const weightOf = (term: string): number => inverseDocumentFrequency(index, term);
  const sentencesOf = (hit: MemoryHit): SentenceMatch[] =>
    splitSentences(hit.memory.text)
      .map((sentence) => matchSentence(sentence, terms, weightOf))
      .sort((a, b) => b.weight - a.weight);

  let chosen: { hit: MemoryHit; answer: string } | null = null;
  if (questionType === 'yes-no') {
    const fullyMatched = measureCoverage(index, contentTerms, best.matchedTerms) >= 1;
    chosen = {
      hit: best,
      answer: answerYesNo(text, sentencesOf(best), best.memory, fullyMatched, asked.phrasing),
    };
  } else if (questionType !== 'what') {
    for (const hit of candidateOrder(questionType, hits)) {
      const answer = extractFromSentences(asked, hit.memory, sentencesOf(hit));
      if (answer) {
        chosen = { hit, answer };
        break;
      }
    }
    if (chosen && (questionType === 'medicine' || questionType === 'dose')) {
      chosen = findNewerStatement(index, chosen, asked, inRange, sentencesOf) ?? chosen;
    }
  }
  chosen ??= { hit: best, answer: quote(bestSentences(sentencesOf(best)), best.memory, asked.phrasing) };

  const others = hits.filter((hit) => hit !== chosen.hit).slice(0, MAX_SOURCES - 1);
  const sources = [chosen.hit, ...others].map((hit) => toSource(hit.memory, hit.score));
  return { answer: chosen.answer, found: true, questionType, sources, timeRange };
}

/** Memories told in the time asked about, oldest first, then those that only name it. */
function listInRange(index: MemoryIndex, filter: TimeFilter, utcOffsetMinutes: number): IndexedMemory[] {
  const told: IndexedMemory[] = [];
  const naming: IndexedMemory[] = [];
  for (const memory of index.all()) {
    if (memory.createdAtMs >= filter.start.getTime() && memory.createdAtMs < filter.end.getTime())
      told.push(memory);
    else if (isMemoryInRange(memory, filter, utcOffsetMinutes)) naming.push(memory);
  }
  const byTime = (a: IndexedMemory, b: IndexedMemory): number => a.createdAtMs - b.createdAtMs;
  return [...told.sort(byTime), ...naming.sort(byTime)];
}

/** Best score first; on a tie the newer memory, then the smaller id, so the order never depends on insertion. */
function byRank(a: MemoryHit, b: MemoryHit): number {
  return (
    b.score - a.score || b.memory.createdAtMs - a.memory.createdAtMs || (a.memory.id < b.memory.id ? -1 : 1)
  );
}

/**
 * The order in which memories above the floor are asked for an answer of the question's type: by rank, except
 * that for where / medicine / dose the near-best (NEWEST_WINS_RATIO) come first, newest first.
 */
function candidateOrder(questionType: QuestionType, hits: readonly MemoryHit[]): MemoryHit[] {
  if (!STATE_TYPES.has(questionType)) return [...hits];
  const floor = (hits[0]?.score ?? 0) * NEWEST_WINS_RATIO;
  const nearBest = hits.filter((hit) => hit.score >= floor);
  nearBest.sort((a, b) => b.memory.createdAtMs - a.memory.createdAtMs);
  return [...nearBest, ...hits.filter((hit) => hit.score < floor)];
}

/** The best sentence, with any other matching nearly as well (at least 3/4 of its weight), in their order. */
function bestSentences(sentences: readonly SentenceMatch[]): string[] {
  const top = sentences[0]?.weight ?? 0;
  return sentences
    .filter((match, position) => position === 0 || (top > 0 && match.weight >= top * 0.75))
    .sort((a, b) => a.sentence.index - b.sentence.index)
    .map((match) => match.sentence.text);
}

function toSource(memory: IndexedMemory, score: number): AnswerSource {
  return { id: memory.id, text: memory.text, date: memory.createdAt, score: Math.round(score * 1000) / 1000 };
}

function toTimeRange(filter: TimeFilter): TimeRange {
  return { start: filter.start.toISOString(), end: filter.end.toISOString(), phrase: filter.phrase };
}

function keys(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.map((word) => normaliseTerm(word)).filter((term): term is string => term !== null));
}
