import { describe, expect, it } from 'vitest';
import { parseText, toMatchText } from './parse-text';

describe('parseText', () => {
  it('splits sentences with their offsets, keeping "Dr." inside one', () => {
    const text = 'We saw Dr. Patel.  Then home!\nTea at 4';
    const { sentences } = parseText(text);
    expect(sentences.map((s) => s.text)).toEqual(['We saw Dr. Patel.', 'Then home!', 'Tea at 4']);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('keeps offsets right after emoji (two UTF-16 units each)', () => {
    const text = '😊😊 Lovely day. Bob came.';
    const last = parseText(text).sentences.at(-1);
    expect(last && text.slice(last.start, last.end)).toBe('Bob came.');
  });

  it('has no sentences for empty or blank text, one for text without punctuation', () => {
    expect(parseText('').sentences).toEqual([]);
    expect(parseText('  \n ').sentences).toEqual([]);
    expect(parseText('went to the shop then home').sentences).toHaveLength(1);
  });

  it('matches on lower-case text with straight apostrophes and the same offsets', () => {
    expect(toMatchText('I DIDN’T Fall')).toBe("i didn't fall");
    expect(toMatchText('😊 Ok').length).toBe('😊 Ok'.length);
  });
});
