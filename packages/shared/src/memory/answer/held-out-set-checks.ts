import { describe, expect, it } from 'vitest';
import type { LabelledQuestion } from './labelled-questions';
import { type Memory, QUESTION_TYPES } from './types';

export interface HeldOutSet {
  name: string;
  memories: readonly Memory[];
  questions: readonly LabelledQuestion[];
  now: string;
}

/**
 * The checks every held-out set passes, of its own consistency only, never of the engine (a set is run once, see
 * each set's header): enough memories and questions, dated before "now", known question types, and every
 * expected phrase (other than Yes and No) word for word in some memory.
 */
export function describeHeldOutSet({ name, memories, questions, now }: HeldOutSet): void {
  describe(name, () => {
    it('has at least 40 memories with unique ids', () => {
      expect(memories.length).toBeGreaterThanOrEqual(40);
      const ids = memories.map((memory) => memory.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('dates every memory validly and before its "now"', () => {
      const nowMs = Date.parse(now);
      expect(Number.isNaN(nowMs)).toBe(false);
      for (const memory of memories) {
        const created = Date.parse(memory.createdAt);
        expect(Number.isNaN(created), memory.id).toBe(false);
        expect(created, memory.id).toBeLessThan(nowMs);
      }
    });

    it('has at least 40 unique questions, at least 8 of them with nothing to answer', () => {
      expect(questions.length).toBeGreaterThanOrEqual(40);
      expect(questions.filter((labelled) => labelled.expected === null).length).toBeGreaterThanOrEqual(8);
      const texts = questions.map((labelled) => labelled.question);
      expect(new Set(texts).size).toBe(texts.length);
    });

    it('labels every question with a known type', () => {
      for (const labelled of questions) expect(QUESTION_TYPES).toContain(labelled.questionType);
    });

    it('finds every expected phrase other than Yes and No in some memory text', () => {
      const texts = memories.map((memory) => memory.text.toLowerCase());
      for (const labelled of questions) {
        if (labelled.expected === null || labelled.expected === 'Yes' || labelled.expected === 'No') continue;
        const phrase = labelled.expected.toLowerCase();
        expect(
          texts.some((text) => text.includes(phrase)),
          `${labelled.question} -> ${labelled.expected}`,
        ).toBe(true);
      }
    });
  });
}
