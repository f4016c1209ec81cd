import { MEDICINE_CATEGORIES } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/medicine.json';
import { categoryKey, parseCategory } from './category-key';

describe('category keys', () => {
  it('names every category of the contract in the medicine namespace', () => {
    const labels = MEDICINE_CATEGORIES.map((category) => {
      const [, name] = categoryKey(category).split('.') as [string, keyof typeof en.categories];
      return en.categories[name];
    });
    expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    expect(categoryKey('pain_relief')).toBe('categories.painRelief');
  });

  it('reads the select’s value as a category, and "all" as no filter', () => {
    expect(parseCategory('fever')).toBe('fever');
    expect(parseCategory('all')).toBeUndefined();
    expect(parseCategory('Fever')).toBeUndefined();
  });
});
