import { describe, expect, it } from 'vitest';
import { createMemoryIndex } from './create-memory-index';

const memory = (id: string, text: string, createdAt = '2025-03-03T09:00:00.000Z') => ({
  id,
  text,
  createdAt,
});

describe('createMemoryIndex', () => {
  it('starts empty and finds nothing', () => {
    const index = createMemoryIndex();
    expect(index.size).toBe(0);
    expect(index.search('where are my keys')).toEqual([]);
  });

  it('searches with stemming, fuzzy and prefix matching', () => {
    const index = createMemoryIndex([
      memory('a', 'I put my keys in the blue bowl.'),
      memory('b', 'Sarah visited with her children.'),
      memory('c', 'The hospital posted my appointment letter.'),
    ]);
    expect(index.search('key').map((hit) => hit.memory.id)).toEqual(['a']);
    expect(index.search('visiting').map((hit) => hit.memory.id)).toEqual(['b']);
    expect(index.search('childern').map((hit) => hit.memory.id)).toEqual(['b']);
    expect(index.search('appoint').map((hit) => hit.memory.id)).toEqual(['c']);
  });

  it('weighs each matched word: 1 exactly, less fuzzily or by prefix', () => {
    const index = createMemoryIndex([memory('a', 'The postman delivered my appointment letter.')]);
    const [hit] = index.search('appoint letter delivred');
    expect(hit?.matchedTerms.get('letter')).toBe(1);
    expect(hit?.matchedTerms.get('appoint')).toBe(0.375);
    expect(hit?.matchedTerms.get('delivr')).toBe(0.45);
  });

  it('adds, replaces by id and removes, keeping word counts right', () => {
    const index = createMemoryIndex([memory('a', 'I lost my keys.')]);
    expect(index.documentFrequency('key')).toBe(1);
    index.add(memory('a', 'I found my purse.'));
    expect(index.size).toBe(1);
    expect(index.documentFrequency('key')).toBe(0);
    expect(index.search('keys')).toEqual([]);
    expect(index.get('a')?.text).toBe('I found my purse.');
    expect(index.remove('a')).toBe(true);
    expect(index.remove('a')).toBe(false);
    expect(index.size).toBe(0);
  });

  it('refuses a memory without an id or with an unreadable date', () => {
    const index = createMemoryIndex();
    expect(() => index.add(memory('', 'text'))).toThrow(/needs an id/);
    expect(() => index.add(memory('x', 'text', 'last Tuesday'))).toThrow(/not a date/);
    expect(index.size).toBe(0);
  });
});
