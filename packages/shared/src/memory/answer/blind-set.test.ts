import { describe, expect, it } from 'vitest';
import { BLIND_MEMORIES, BLIND_NOW, BLIND_QUESTIONS } from './blind-set';
import { QUESTION_TYPES } from './types';

// Only the blind set's own consistency is checked here, never the engine's score: the set must stay unseen by any
// test that could tempt a fix before its first honest run is recorded.
describe('the blind question-answering set', () => {
  it('holds at least 40 memories with unique ids, told before "now" as valid instants', () => {
    expect(Number.isNaN(Date.parse(BLIND_NOW))).toBe(false);
    expect(BLIND_MEMORIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BLIND_MEMORIES.map((memory) => memory.id)).size).toBe(BLIND_MEMORIES.length);
    for (const memory of BLIND_MEMORIES) {
      expect(memory.id).toMatch(/^b\d{2}$/);
      expect(Number.isNaN(Date.parse(memory.createdAt))).toBe(false);
      expect(Date.parse(memory.createdAt)).toBeLessThan(Date.parse(BLIND_NOW));
      expect(memory.text.trim().length).toBeGreaterThan(0);
    }
  });

  it('holds at least 40 distinct questions of known types, at least 6 with no answer', () => {
    expect(BLIND_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BLIND_QUESTIONS.map((labelled) => labelled.question)).size).toBe(BLIND_QUESTIONS.length);
    for (const labelled of BLIND_QUESTIONS) expect(QUESTION_TYPES).toContain(labelled.questionType);
    expect(BLIND_QUESTIONS.filter((labelled) => labelled.expected === null).length).toBeGreaterThanOrEqual(6);
  });

  it('expects only phrases some memory holds, besides yes and no', () => {
    const told = BLIND_MEMORIES.map((memory) => memory.text.toLowerCase()).join(' ');
    for (const { expected } of BLIND_QUESTIONS) {
      if (expected === null || /^(?:yes|no)$/i.test(expected)) continue;
      expect(told).toContain(expected.toLowerCase());
    }
  });
});
