import { describe, expect, it } from 'vitest';
import { FIFTH_MEMORIES, FIFTH_NOW, FIFTH_QUESTIONS } from './fifth-set';
import { QUESTION_TYPES } from './types';

// Checks only the held-out set's own consistency, never the engine (see the header of fifth-set.ts).
describe('fifth set', () => {
  it('has at least 40 memories with unique ids', () => {
    expect(FIFTH_MEMORIES.length).toBeGreaterThanOrEqual(40);
    const ids = FIFTH_MEMORIES.map((memory) => memory.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('dates every memory validly and before FIFTH_NOW', () => {
    const now = Date.parse(FIFTH_NOW);
    expect(Number.isNaN(now)).toBe(false);
    for (const memory of FIFTH_MEMORIES) {
      const created = Date.parse(memory.createdAt);
      expect(Number.isNaN(created), memory.id).toBe(false);
      expect(created, memory.id).toBeLessThan(now);
    }
  });

  it('has at least 40 questions, at least 8 of them with nothing to answer', () => {
    expect(FIFTH_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(FIFTH_QUESTIONS.filter((labelled) => labelled.expected === null).length).toBeGreaterThanOrEqual(8);
    const questions = FIFTH_QUESTIONS.map((labelled) => labelled.question);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('labels every question with a known type', () => {
    for (const labelled of FIFTH_QUESTIONS) expect(QUESTION_TYPES).toContain(labelled.questionType);
  });

  it('finds every expected phrase other than Yes in some memory text', () => {
    const texts = FIFTH_MEMORIES.map((memory) => memory.text.toLowerCase());
    for (const labelled of FIFTH_QUESTIONS) {
      if (labelled.expected === null || labelled.expected === 'Yes' || labelled.expected === 'No') continue;
      const phrase = labelled.expected.toLowerCase();
      expect(
        texts.some((text) => text.includes(phrase)),
        `${labelled.question} -> ${labelled.expected}`,
      ).toBe(true);
    }
  });
});
