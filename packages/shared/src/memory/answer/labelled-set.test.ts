import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import { BLIND_QUESTIONS } from './blind-set';
import { createMemoryIndex } from './create-memory-index';
import { evaluateAnswers, evaluateBlindAnswers, isAnswerCorrect } from './evaluate-answers';
import { LABELLED_MEMORIES, LABELLED_NOW } from './labelled-memories';
import { LABELLED_QUESTIONS } from './labelled-questions';
import { parseTimeFilter } from './parse-time-filter';
import { QUESTION_TYPES } from './types';

// The set is scored by `npm run bench`; here only its shape is checked, never the engine's score.
describe('the labelled question-answering set', () => {
  it('holds at least 30 memories with unique ids, told before "now"', () => {
    expect(LABELLED_MEMORIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(LABELLED_MEMORIES.map((memory) => memory.id)).size).toBe(LABELLED_MEMORIES.length);
    for (const memory of LABELLED_MEMORIES) {
      expect(Date.parse(memory.createdAt)).toBeLessThan(Date.parse(LABELLED_NOW));
      expect(memory.text.trim().length).toBeGreaterThan(0);
    }
  });

  it('holds at least 25 distinct questions of every type, some with no answer and some with a time', () => {
    expect(LABELLED_QUESTIONS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(LABELLED_QUESTIONS.map((labelled) => labelled.question)).size).toBe(
      LABELLED_QUESTIONS.length,
    );
    expect(new Set(LABELLED_QUESTIONS.map((labelled) => labelled.questionType))).toEqual(
      new Set(QUESTION_TYPES),
    );
    expect(LABELLED_QUESTIONS.filter((labelled) => labelled.expected === null).length).toBeGreaterThanOrEqual(
      3,
    );
    const timed = LABELLED_QUESTIONS.filter(
      (labelled) => parseTimeFilter(labelled.question, new Date(LABELLED_NOW), 0).filter !== null,
    );
    expect(timed.length).toBeGreaterThanOrEqual(5);
  });

  it('expects only phrases some memory holds, so each is answerable', () => {
    const told = LABELLED_MEMORIES.map((memory) => memory.text.toLowerCase()).join(' ');
    for (const { expected } of LABELLED_QUESTIONS) {
      if (expected === null || /^(?:yes|no)$/i.test(expected) || /\d+ (?:january|march)/i.test(expected))
        continue;
      expect(told).toContain(expected.toLowerCase());
    }
  });

  it('scores an answer by its phrase, or by saying there is no memory', () => {
    const index = createMemoryIndex(LABELLED_MEMORIES);
    const answer = answerQuestion(index, 'Where is my walking stick?', {
      now: LABELLED_NOW,
      utcOffsetMinutes: 0,
    });
    expect(isAnswerCorrect(answer, 'IN THE CAR')).toBe(true);
    expect(isAnswerCorrect(answer, 'in the shed')).toBe(false);
    expect(isAnswerCorrect(answer, null)).toBe(false);
    expect(isAnswerCorrect({ ...answer, found: false }, null)).toBe(true);
  });

  it('evaluates to a share with its misses listed', () => {
    const evaluation = evaluateAnswers();
    expect(evaluation.questions).toBe(LABELLED_QUESTIONS.length);
    expect(evaluation.accuracy).toBe(evaluation.correct / evaluation.questions);
    expect(evaluation.misses).toHaveLength(evaluation.questions - evaluation.correct);
    expect(evaluateAnswers([], [], LABELLED_NOW)).toMatchObject({ questions: 0, accuracy: 0 });
    // The blind set is scored the same way (by the bench, never asserted here).
    const blind = evaluateBlindAnswers();
    expect(blind.questions).toBe(BLIND_QUESTIONS.length);
    expect(blind.misses).toHaveLength(blind.questions - blind.correct);
  });
});
