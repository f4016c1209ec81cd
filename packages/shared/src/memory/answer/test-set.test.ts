import { describe, expect, it } from 'vitest';
import { TEST_MEMORIES, TEST_NOW, TEST_QUESTIONS } from './test-set';
import { QUESTION_TYPES } from './types';

// Checks only the held-out set's own consistency, never the engine (see the header of test-set.ts).
describe('held-out test set', () => {
  it('has at least 40 memories with unique ids', () => {
    expect(TEST_MEMORIES.length).toBeGreaterThanOrEqual(40);
    const ids = TEST_MEMORIES.map((memory) => memory.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('dates every memory validly and before TEST_NOW', () => {
    const now = Date.parse(TEST_NOW);
    expect(Number.isNaN(now)).toBe(false);
    for (const memory of TEST_MEMORIES) {
      const created = Date.parse(memory.createdAt);
      expect(Number.isNaN(created), memory.id).toBe(false);
      expect(created, memory.id).toBeLessThan(now);
    }
  });

  it('has at least 40 questions, at least 8 of them with nothing to answer', () => {
    expect(TEST_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(TEST_QUESTIONS.filter((labelled) => labelled.expected === null).length).toBeGreaterThanOrEqual(8);
    const questions = TEST_QUESTIONS.map((labelled) => labelled.question);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('labels every question with a known type', () => {
    for (const labelled of TEST_QUESTIONS) expect(QUESTION_TYPES).toContain(labelled.questionType);
  });

  it('finds every expected phrase other than Yes in some memory text', () => {
    const texts = TEST_MEMORIES.map((memory) => memory.text.toLowerCase());
    for (const labelled of TEST_QUESTIONS) {
      if (labelled.expected === null || labelled.expected === 'Yes') continue;
      const phrase = labelled.expected.toLowerCase();
      expect(
        texts.some((text) => text.includes(phrase)),
        `${labelled.question} -> ${labelled.expected}`,
      ).toBe(true);
    }
  });
});
