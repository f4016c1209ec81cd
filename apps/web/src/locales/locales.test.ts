import { LANGUAGES } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import de from './de/translation.json';
import en from './en/translation.json';
import es from './es/translation.json';
import fr from './fr/translation.json';

const LOCALES: Record<(typeof LANGUAGES)[number], unknown> = { en, es, fr, de };

/** Every leaf of a translation file as [key, value]. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  const englishKeys = leaves(en).map(([key]) => key);

  it('exist for every language the settings offer', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has exactly the English keys', (language) => {
    expect(leaves(LOCALES[language]).map(([key]) => key)).toEqual(englishKeys);
  });

  it.each(LANGUAGES)('%s has no empty or non-text value', (language) => {
    const bad = leaves(LOCALES[language]).filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it.each(LANGUAGES)('%s keeps every interpolation placeholder', (language) => {
    const english = new Map(leaves(en));
    const mismatched = leaves(LOCALES[language])
      .filter(([key, value]) => placeholders(value).join() !== placeholders(english.get(key)).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});
