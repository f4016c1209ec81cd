import type { Language } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { formatNumberForInput, numberSeparators, parseNumber } from './parse-number';

const read = (text: string, language: Language, whole = false) => {
  const parsed = parseNumber(text, language, { whole });
  return parsed.ok ? parsed.value : parsed.reason;
};

describe('numberSeparators', () => {
  it('learns each language separators from Intl', () => {
    expect(numberSeparators('en')).toEqual({ decimal: '.', group: ',' });
    expect(numberSeparators('fr')).toEqual({ decimal: ',', group: ' ' });
    expect(numberSeparators('de')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('es')).toEqual({ decimal: ',', group: '.' });
  });
});

describe('parseNumber', () => {
  it('reads English decimals and thousands', () => {
    expect(read('6.50', 'en')).toBe(6.5);
    expect(read('1,234.5', 'en')).toBe(1234.5);
    expect(read('1,234', 'en')).toBe(1234);
    expect(read('1 234.5', 'en')).toBe(1234.5);
    expect(read('.5', 'en')).toBe(0.5);
  });

  it('refuses a decimal comma in English instead of reading 650', () => {
    expect(read('6,50', 'en')).toBe('separator');
    expect(read('6,5', 'en')).toBe('separator');
    expect(read('1.234,5', 'en')).toBe('separator');
  });

  it('reads French with a comma and spaces, including the narrow no-break space Intl writes', () => {
    expect(read('6,50', 'fr')).toBe(6.5);
    expect(read('1 234,5', 'fr')).toBe(1234.5);
    expect(read('1\u202f234,5', 'fr')).toBe(1234.5);
    expect(read('1\u00a0234', 'fr')).toBe(1234);
    expect(read('6.5', 'fr')).toBe(6.5);
  });

  it('reads German and Spanish with a comma and dot groups', () => {
    for (const language of ['de', 'es'] as const) {
      expect(read('6,50', language)).toBe(6.5);
      expect(read('1.234,5', language)).toBe(1234.5);
      expect(read('1.234.567', language)).toBe(1234567);
      expect(read('6.5', language)).toBe(6.5);
      expect(read('6.50', language)).toBe(6.5);
      expect(read('0.125', language)).toBe(0.125);
    }
  });

  it('refuses a dot that could be a thousands separator or a decimal point', () => {
    expect(read('1.234', 'de')).toBe('ambiguous');
    expect(read('12.500', 'es')).toBe('ambiguous');
    expect(read('1.234', 'fr')).toBe('ambiguous');
  });

  it('refuses a decimal point after a comma group in a decimal-comma language', () => {
    expect(read('1,234.5', 'de')).toBe('separator');
  });

  it('reads signs, so the form can refuse negatives with its own message', () => {
    expect(read('-5', 'en')).toBe(-5);
    expect(read('\u22125,5', 'fr')).toBe(-5.5);
    expect(read('+4', 'de')).toBe(4);
    expect(read('-0', 'en')).toBe(0);
  });

  it('says empty for nothing typed and invalid for what is not a number', () => {
    for (const language of ['en', 'fr', 'de', 'es'] as const) {
      expect(read('', language)).toBe('empty');
      expect(read('   ', language)).toBe('empty');
      expect(read('abc', language)).toBe('invalid');
      expect(read('4a', language)).toBe('invalid');
      expect(read('0-5', language)).toBe('invalid');
      expect(read('1e3', language)).toBe('invalid');
      expect(read('-', language)).toBe('invalid');
      expect(read('6,', language)).toBe('invalid');
      expect(read('12 34', language)).toBe('invalid');
      expect(read('1,,2', language)).not.toBeTypeOf('number');
    }
  });

  it('refuses a fraction in a whole-number field but accepts a zero fraction', () => {
    expect(read('2.5', 'en', true)).toBe('notWhole');
    expect(read('2,5', 'de', true)).toBe('notWhole');
    expect(read('4', 'fr', true)).toBe(4);
    expect(read('4,0', 'fr', true)).toBe(4);
    expect(read('1 000', 'fr', true)).toBe(1000);
  });
});

describe('parseNumber normalized', () => {
  it('keeps every digit typed, with a "." decimal point, for exact amounts', () => {
    const normalized = (text: string, language: Language) => {
      const parsed = parseNumber(text, language);
      return parsed.ok ? parsed.normalized : parsed.reason;
    };
    expect(normalized('0,000000000000000001', 'fr')).toBe('0.000000000000000001');
    expect(normalized('1.234,50', 'de')).toBe('1234.50');
    expect(normalized('-6.5', 'en')).toBe('-6.5');
    expect(normalized('12', 'es')).toBe('12');
  });
});

describe('formatNumberForInput', () => {
  it('writes a stored value the way the language reads it back, without grouping', () => {
    expect(formatNumberForInput(1234.5, 'en')).toBe('1234.5');
    expect(formatNumberForInput(1234.5, 'fr')).toBe('1234,5');
    expect(formatNumberForInput(6.5, 'de')).toBe('6,5');
    expect(formatNumberForInput(0.000001, 'es')).toBe('0,000001');
    expect(formatNumberForInput(null, 'en')).toBe('');
  });

  it('round-trips through parseNumber in every language', () => {
    for (const language of ['en', 'fr', 'de', 'es'] as const) {
      for (const value of [0, 6.5, 1234.5, 1234567, 0.125, 99.99]) {
        expect(read(formatNumberForInput(value, language), language)).toBe(value);
      }
    }
  });
});
