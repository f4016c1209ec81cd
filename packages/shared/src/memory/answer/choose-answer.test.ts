import { describe, expect, it } from 'vitest';
import { answerableSentences, chooseTypedAnswer } from './choose-answer';
import type { MemoryHit } from './create-memory-index';
import type { Asked } from './extract-answer';
import { matchSentence } from './match-sentence';
import { splitSentences } from './split-sentences';
import { termsOf } from './tokenize';

const terms = termsOf('coffee Ruth');
const sentencesOf = (hit: MemoryHit) =>
  splitSentences(hit.memory.text)
    .map((sentence) => matchSentence(sentence, terms, () => 1))
    .sort((a, b) => b.weight - a.weight);
const hit = (id: string, text: string, score: number): MemoryHit => ({
  memory: {
    id,
    text,
    createdAt: '2025-06-01T10:00:00.000Z',
    createdAtMs: Date.parse('2025-06-01T10:00:00Z'),
  },
  score,
  matchedTerms: new Map(),
});
const asked: Asked = {
  question: 'Where did I have coffee with Ruth?',
  questionType: 'where',
  medicineNames: [],
  medicines: [],
  phrasing: { currentYear: 2025, utcOffsetMinutes: 0 },
};

describe('choosing the sentence that answers', () => {
  it('reads sentences holding a question word, then their neighbours, never the far ones', () => {
    const split = answerableSentences(
      sentencesOf(hit('x', 'Bingo at the hall. Ruth was there. It rained. We went to the pier.', 1)),
    );
    expect(split.direct.map((match) => match.sentence.text)).toEqual(['Ruth was there.']);
    expect(split.adjacent.map((match) => match.sentence.text)).toEqual(['Bingo at the hall.', 'It rained.']);
  });

  it('prefers a direct statement in any memory to a neighbouring sentence in a better one', () => {
    const hall = hit('hall', 'Bingo at the church hall. Ruth was there as well.', 2);
    const cafe = hit('cafe', 'Went to the Copper Kettle with Ruth.', 1);
    expect(chooseTypedAnswer(asked, [hall, cafe], sentencesOf, false)?.hit.memory.id).toBe('cafe');
    // For the state of things each memory is read whole, newest first.
    expect(chooseTypedAnswer(asked, [hall, cafe], sentencesOf, true)?.hit.memory.id).toBe('hall');
  });

  it('reads memories meeting the whole question first', () => {
    const partial = hit('partial', 'Went to the Copper Kettle with Ruth.', 2);
    const full = hit('full', 'Had a coffee at the Mill with Ruth.', 1);
    const isFull = (candidate: MemoryHit) => candidate === full;
    expect(chooseTypedAnswer(asked, [partial, full], sentencesOf, false, isFull)?.hit.memory.id).toBe('full');
  });
});
