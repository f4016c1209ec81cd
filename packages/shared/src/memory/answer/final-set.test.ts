import { describe, expect, it } from 'vitest';
import { FINAL_MEMORIES, FINAL_NOW, FINAL_QUESTIONS } from './final-set';
import { QUESTION_TYPES } from './types';

// Checks only the held-out set's own consistency, never the engine (see the header of final-set.ts).
describe('final held-out set', () => {
  it('has at least 40 memories with unique ids', () => {
    expect(FINAL_MEMORIES.length).toBeGreaterThanOrEqual(40);
    const ids = FINAL_MEMORIES.map((memory) => memory.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('dates every memory validly and before FINAL_NOW', () => {
    const now = Date.parse(FINAL_NOW);
    expect(Number.isNaN(now)).toBe(false);
    for (const memory of FINAL_MEMORIES) {
      const created = Date.parse(memory.createdAt);
      expect(Number.isNaN(created), memory.id).toBe(false);
      expect(created, memory.id).toBeLessThan(now);
    }
  });

  it('has at least 40 questions, at least 8 of them with nothing to answer', () => {
    expect(FINAL_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(FINAL_QUESTIONS.filter((labelled) => labelled.expected === null).length).toBeGreaterThanOrEqual(8);
    const questions = FINAL_QUESTIONS.map((labelled) => labelled.question);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('labels every question with a known type', () => {
    for (const labelled of FINAL_QUESTIONS) expect(QUESTION_TYPES).toContain(labelled.questionType);
  });

  it('finds every expected phrase other than Yes in some memory text', () => {
    const texts = FINAL_MEMORIES.map((memory) => memory.text.toLowerCase());
    for (const labelled of FINAL_QUESTIONS) {
      if (labelled.expected === null || labelled.expected === 'Yes' || labelled.expected === 'No') continue;
      const phrase = labelled.expected.toLowerCase();
      expect(
        texts.some((text) => text.includes(phrase)),
        `${labelled.question} -> ${labelled.expected}`,
      ).toBe(true);
    }
  });
});
