import { answerYesNoFrom } from './answer-yes-no';
import { startOfDay, wallDateOf } from './calendar';
import { chooseTypedAnswer } from './choose-answer';
import {
  asksAboutHabit,
  asksAboutState,
  asksAboutThePast,
  asksForClockTime,
  classifyQuestion,
  correctQuestionWords,
} from './classify-question';
import { COVERAGE_FLOOR, MAX_LISTED_MEMORIES, MAX_SOURCES, NO_MEMORY_ANSWER } from './constants';
import { correctSpelling } from './correct-spelling';
import type { IndexedMemory, MemoryHit, MemoryIndex } from './create-memory-index';
import { eventSlots, findEventAnchor, findEventMemory, hitsAfterEvent, tellsEvent } from './event-anchor';
import type { Asked } from './extract-answer';
import { findMedicines } from './extract-medicine';
import { feelingSentences, isFeelingQuestion } from './feelings';
import { type ChosenAnswer, findNewerStatement } from './find-newer-statement';
import { matchSentence, type SentenceMatch } from './match-sentence';
import { inverseDocumentFrequency } from './measure-coverage';
import { isMemoryInRange, sentenceNamesTimeIn } from './memory-in-range';
import { normaliseTerm } from './normalise-term';
import { parseTimeFilter, type TimeFilter } from './parse-time-filter';
import { quote, quoteEach } from './phrase-answer';
import { buildSlots, searchTextOf, slotCoverage, slotTerms } from './question-slots';
import { bestSentences, byRank, newestFirst } from './rank-hits';
import { splitSentences } from './split-sentences';
import { asksForUpcoming } from './tense';
import { maskSpans } from './text-span';
import { termsOf } from './tokenize';
import type { AnswerOptions, AnswerSource, MemoryAnswer, QuestionType, TimeRange } from './types';
import { whereFocus } from './where-focus';

// Words that only say what kind of answer is wanted, or only carry the question ("where did I put", "what do I
// take", "did I go to"): searched for, but not needed for a memory to count.
const MEDICINE_WORDS = ['medicine', 'take', 'one'];
const TYPE_WORDS: Readonly<Record<QuestionType, ReadonlySet<string>>> = {
  where: keys(['put', 'leave', 'keep', 'hide', 'store']),
  // "next" and "upcoming" ask for a time to come (Asked.notBeforeMs), not for a word to find.
  // "When do I take my bone tablet?": the taking and the tablet only say it is a medicine's time.
  when: keys(['time', 'day', 'date', 'next', 'upcoming', ...MEDICINE_WORDS]),
  who: keys(['name']),
  medicine: keys(MEDICINE_WORDS),
  dose: keys([
    ...MEDICINE_WORDS,
    'dose',
    'dosage',
    'strength',
    'amount',
    'much',
    'many',
    'often',
    'use',
    'mg',
    'milligrams',
  ]),
  what: keys([]),
  'yes-no': keys(['go']),
};
// The weight of a sentence holding none of the question's words but naming its day: above none, below any word.
const ON_THE_DAY_WEIGHT = 1e-6;
const ASKS_NOW = /\b(?:still|now|any ?more|yet|these days|at the moment|currently|nowadays)\b/i;
const FELT = /\b(?:feel|feels|felt|feeling)\b/i;
const ALL_TYPE_WORDS: ReadonlySet<string> = new Set(Object.values(TYPE_WORDS).flatMap((words) => [...words]));

/**
 * Answers a question from the person's memories only. The question's type, its time ("yesterday"), an event it
 * places itself after ("after my fall") and its words (with paraphrases of common verbs, question-slots.ts) are
 * read; memories of that time are ranked by BM25 and must clear the relevance floor (COVERAGE_FLOOR). A where /
 * when / who / medicine / dose question is answered by a phrase of that type from a sentence holding the
 * question's words (or next to one), a yes-no question by "Yes" or "No" with the sentence that states it all, a
 * "how did I feel" by the person's words of feeling, any other by quoting the best sentence. Otherwise the answer
 * is NO_MEMORY_ANSWER and `found` is false: it never makes an answer up, nor passes off a related memory as one.
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
  const anchor = findEventAnchor(text, time.spans);
  const isKnownTerm = (term: string): boolean =>
    index.documentFrequency(term) > 0 || ALL_TYPE_WORDS.has(term);
  const masked = maskSpans(text, anchor ? [...time.spans, anchor.span] : time.spans);
  const searchText = correctSpelling(masked, isKnownTerm, index.words());
  const questionTerms = termsOf(searchText);
  const category = questionType === 'what' ? categoryOf(text) : null;
  const contentTerms = questionTerms.filter(
    (term) => !TYPE_WORDS[questionType].has(term) && term !== category,
  );
  const slots = buildSlots(index, searchText, contentTerms, questionType);
  const terms = [...new Set([...questionTerms, ...slotTerms(slots)])];
  const inRange = (memory: IndexedMemory): boolean =>
    !time.filter || isMemoryInRange(memory, time.filter, utcOffsetMinutes);
  const asked: Asked = {
    question: text,
    questionType,
    medicineNames,
    medicines: findMedicines(searchText, medicineNames).map((medicine) => medicine.text.toLowerCase()),
    phrasing: { currentYear: wallDateOf(now, utcOffsetMinutes).year, utcOffsetMinutes },
    ...(asksForUpcoming(text) ? { notBeforeMs: startOfDay(now, utcOffsetMinutes).getTime() } : {}),
    ...(questionType === 'where'
      ? { where: whereAsked(text, (word) => correctSpelling(word, isKnownTerm, index.words())) }
      : {}),
  };
  const noMemory: MemoryAnswer = {
    answer: NO_MEMORY_ANSWER,
    found: false,
    questionType,
    sources: [],
    timeRange,
  };
  const answered = (chosen: ChosenAnswer, hits: readonly MemoryHit[]): MemoryAnswer => {
    const others = hits.filter((hit) => hit.memory !== chosen.hit.memory).slice(0, MAX_SOURCES - 1);
    const sources = [chosen.hit, ...others].map((hit) => toSource(hit.memory, hit.score));
    return { answer: chosen.answer, found: true, questionType, sources, timeRange };
  };

  if (contentTerms.length === 0) {
    if (!time.filter || anchor) return noMemory;
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

  let hits = index
    .search(searchTextOf(searchText, slots))
    .filter((hit) => inRange(hit.memory))
    .filter((hit) => slotCoverage(slots, hit.matchedTerms, hit.memory.text) >= COVERAGE_FLOOR)
    .sort(byRank);
  const event = anchor && findEventMemory(index, anchor, inRange, byRank);
  if (anchor && !event) return noMemory;
  if (event) hits = hitsAfterEvent(event, hits);

  const weightOf = (term: string): number => inverseDocumentFrequency(index, term);
  // A sentence naming the day asked about answers like one holding the question's words: "Saw the dentist. My
  // denture is loose. He'll reline it on Monday at 11am" answers "What time's the dentist on Monday?".
  const isOnTheDay = (sentence: string, memory: IndexedMemory): boolean =>
    time.filter !== null && sentenceNamesTimeIn(sentence, memory, time.filter, utcOffsetMinutes);
  const sentencesOf = (hit: MemoryHit): SentenceMatch[] =>
    splitSentences(hit.memory.text)
      .map((sentence) => {
        const match = matchSentence(sentence, terms, weightOf);
        return match.weight === 0 && isOnTheDay(sentence.text, hit.memory)
          ? { ...match, weight: ON_THE_DAY_WEIGHT }
          : match;
      })
      .sort((a, b) => b.weight - a.weight);

  if (isFeelingQuestion(text)) {
    // How the person felt is told in words of feeling, else there is no answer ("had lunch with Margaret").
    // After an event, how the person felt is in whatever they told next, in words of feeling, whatever else it
    // says ("still frightened about this morning"), not only in memories sharing the question's words.
    const told = (memory: IndexedMemory): MemoryHit => ({ memory, score: 0, matchedTerms: new Map() });
    const candidates = event
      ? hitsAfterEvent(event, [
          event,
          ...[...index.all()].filter((memory) => memory !== event.memory).map(told),
        ])
      : hits;
    // In the memory telling the event, the words telling the event ("got all muddled" for getting lost) are not
    // how the person felt after it, unless they say so ("fell and felt shaken").
    const slotsOfEvent = event && anchor ? eventSlots(index, anchor) : [];
    const feltIn = (hit: MemoryHit): string[] =>
      feelingSentences(hit.memory.text).filter(
        (sentence) => hit !== event || FELT.test(sentence) || !tellsEvent(slotsOfEvent, sentence),
      );
    const felt = candidates.find((hit) => feltIn(hit).length > 0);
    if (!felt) return noMemory;
    const answer = quote(feltIn(felt), felt.memory, asked.phrasing);
    return answered({ hit: felt, answer }, hits);
  }
  if (questionType === 'yes-no') {
    // "Is the watch still in my drawer?", "Is she out of hospital now?": things change, the newest telling says.
    const told = ASKS_NOW.test(text) ? newestFirst(hits) : hits;
    const chosen = answerYesNoFrom(text, told, slots, sentencesOf, asked.phrasing);
    return chosen ? answered(chosen, hits) : noMemory;
  }
  const best = hits[0];
  if (!best) return noMemory;
  if (questionType === 'what') {
    const answer = quote(
      withFollowOn(best.memory.text, bestSentences(sentencesOf(best))),
      best.memory,
      asked.phrasing,
    );
    return answered({ hit: best, answer }, hits);
  }

  // A typed question is answered by a phrase of its type, or not at all: quoting a memory that only shares its
  // words ("a birthday card to Jean" for "When is Jean's birthday?") would pass for an answer.
  const isState = !event && asksAboutState(text, questionType);
  const isFullMatch = (hit: MemoryHit): boolean =>
    slotCoverage(slots, hit.matchedTerms, hit.memory.text) >= 1;
  const ordered = isState ? newestFirst(hits) : hits;
  const choose = (wanted: Asked): ChosenAnswer | null =>
    chooseTypedAnswer(wanted, ordered, sentencesOf, isState, isFullMatch);
  let chosen: ChosenAnswer | null = null;
  if (questionType === 'when') {
    const clock = asksForClockTime(text);
    // A habit ("When does Tendai come?") is answered by the routine told, before any one day she came.
    if (asksAboutHabit(text)) chosen = choose({ ...asked, when: { clock, routine: true } });
    const once = /^\W*when did\b/i.test(text);
    chosen ??= choose({ ...asked, when: { clock, ...(once ? { once } : {}) } });
  } else {
    chosen = choose(asked);
  }
  if (!chosen) return noMemory;
  if ((questionType === 'medicine' || questionType === 'dose') && !asksAboutThePast(text)) {
    chosen = findNewerStatement(index, chosen, asked, inRange, sentencesOf, slots) ?? chosen;
  }
  return answered(chosen, hits);
}

/**
 * The sentences quoted, with the one after the last of them when it carries on from it ("Took me for lunch at the
 * Swan. I had roast pork", "to see Dr Hussain about my wrist. He says it's healing"): what was had or said is often
 * told there.
 */
function withFollowOn(text: string, quoted: readonly string[]): string[] {
  const sentences = splitSentences(text);
  const last = quoted.at(-1);
  const position = sentences.findIndex((sentence) => sentence.text === last);
  const next = position >= 0 ? sentences[position + 1] : undefined;
  return next && FOLLOW_ON.test(next.text) && !quoted.includes(next.text)
    ? [...quoted, next.text]
    : [...quoted];
}
const FOLLOW_ON = /^\W*(?:he|she|they|i|we)\b/i;

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

// "What instrument does Carys play?", "Which song made me cry?": the noun after "what" names the kind of answer
// ("clarinet", "Myfanwy"), and is seldom told; it is searched for but not needed, like the type words.
const CATEGORY =
  /^\W*(?:what|which)\s+(?:kind of |sort of |type of )?(\p{L}+)\s+(?:is|are|was|were|did|does|do|has|have|had|will|would|can|could|made|makes|\p{L}+ed)\b/iu;
const NOT_CATEGORY = /^(?:time|day|date|else|happened|of|about|i|we|you|he|she|they|it|the|a|an|my|your)$/i;

/** The index key of the kind of thing a "what" question asks for, or null. */
function categoryOf(text: string): string | null {
  const word = CATEGORY.exec(text)?.[1];
  return word && !NOT_CATEGORY.test(word) ? normaliseTerm(word) : null;
}

/** What a where question asks: where a thing is now, where someone lives, and of what (its word spelt right). */
function whereAsked(text: string, spell: (word: string) => string): NonNullable<Asked['where']> {
  const asked = whereFocus(text);
  const key = asked && normaliseTerm(spell(asked.word));
  const focus = asked && key ? { ...asked, key } : null;
  return {
    now: asksAboutState(text, 'where'),
    lives: /\b(?:lives?|living)\b/i.test(text),
    ...(focus ? { focus } : {}),
  };
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
