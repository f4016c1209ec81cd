import { describe, expect, it } from 'vitest';
import { parseText } from './parse-text';
import { extractTopics } from './topics';

function topicsOf(text: string, limit?: number): string[] {
  return extractTopics(parseText(text), limit);
}

describe('extractTopics', () => {
  it('returns key noun phrases without determiners, pronouns or dates', () => {
    const topics = topicsOf(
      'My daughter Sarah brought the blue folder this morning. I put it on the kitchen table.',
    );
    expect(topics).toEqual(expect.arrayContaining(['daughter sarah', 'blue folder', 'kitchen table']));
    expect(topics).not.toContain('morning');
    expect(topics.some((topic) => /\b(?:my|the|it|i)\b/.test(topic))).toBe(false);
  });

  it('ranks what comes up most first and counts a plural with its singular', () => {
    expect(topicsOf('The roses are out. I love roses. The rose by the gate is red. We had tea.')[0]).toBe(
      'roses',
    );
  });

  it('cuts a phrase at its preposition', () => {
    expect(topicsOf('We walked in the park in Brighton.')).toEqual(
      expect.arrayContaining(['park', 'brighton']),
    );
  });

  it('leaves out general words', () => {
    expect(topicsOf('Something happened today. It was a thing.')).toEqual([]);
  });

  it('keeps to the limit and deduplicates', () => {
    const text = 'We bought milk, bread, eggs, butter, cheese, apples, tea and jam. The milk was cheap.';
    expect(topicsOf(text, 3)).toHaveLength(3);
    expect(topicsOf(text, 3)[0]).toBe('milk');
    expect(new Set(topicsOf(text, 10)).size).toBe(topicsOf(text, 10).length);
    expect(topicsOf(text, 0)).toEqual([]);
  });

  it('is empty for empty text and emoji', () => {
    expect(topicsOf('')).toEqual([]);
    expect(topicsOf('😊😊😊')).toEqual([]);
  });
});
