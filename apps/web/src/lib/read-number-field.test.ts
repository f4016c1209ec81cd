import { describe, expect, it } from 'vitest';
import { readNumberField } from './read-number-field';

describe('readNumberField', () => {
  it('gives the value, and the exact digits for amounts that must not round', () => {
    expect(readNumberField('6,50', 'fr')).toEqual({ ok: true, value: 6.5, normalized: '6.50' });
    expect(readNumberField('4', 'en', { whole: true })).toEqual({ ok: true, value: 4, normalized: '4' });
  });

  it('asks for the field when empty, unless it is optional', () => {
    expect(readNumberField(' ', 'en')).toEqual({ ok: false, error: { key: 'required' } });
    expect(readNumberField('', 'en', { isOptional: true })).toEqual({
      ok: true,
      value: null,
      normalized: null,
    });
  });

  it('shows examples written the way the language writes numbers', () => {
    expect(readNumberField('abc', 'de')).toEqual({
      ok: false,
      error: { key: 'number', params: { example: '6,50' } },
    });
    expect(readNumberField('0-5', 'en', { whole: true })).toEqual({
      ok: false,
      error: { key: 'wholeNumber', params: { example: '12' } },
    });
    expect(readNumberField('6,50', 'en')).toEqual({
      ok: false,
      error: { key: 'decimalSeparator', params: { separator: '.', example: '6.50' } },
    });
  });

  it('spells out both readings of an ambiguous dot', () => {
    expect(readNumberField('1.234', 'de')).toEqual({
      ok: false,
      error: { key: 'ambiguous', params: { text: '1.234', whole: '1234', decimal: '1,234' } },
    });
    expect(readNumberField('1.500', 'es', { whole: true })).toEqual({
      ok: false,
      error: { key: 'ambiguousWhole', params: { text: '1.500', whole: '1500' } },
    });
  });

  it('checks the range and the decimals the server keeps', () => {
    expect(readNumberField('-5', 'en', { min: 0 })).toEqual({
      ok: false,
      error: { key: 'atLeast', params: { min: '0' } },
    });
    expect(readNumberField('0', 'en', { min: 0, isMinExclusive: true })).toEqual({
      ok: false,
      error: { key: 'above', params: { min: '0' } },
    });
    expect(readNumberField('366', 'en', { min: 0, max: 365 })).toEqual({
      ok: false,
      error: { key: 'atMost', params: { max: '365' } },
    });
    expect(readNumberField('1.999', 'en', { maxDecimals: 2 })).toEqual({
      ok: false,
      error: { key: 'tooManyDecimals', params: { digits: 2 } },
    });
  });
});
