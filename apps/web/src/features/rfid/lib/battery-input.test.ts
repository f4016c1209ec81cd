import { describe, expect, it } from 'vitest';
import { parseBatteryInput, sanitiseBatteryText } from './battery-input';

describe('parseBatteryInput', () => {
  it.each([
    ['0', 0],
    ['100', 100],
    [' 42 ', 42],
    ['', null],
    ['  ', null],
    ['42,0', 42],
  ])('accepts %j as %j', (text, value) => {
    expect(parseBatteryInput(text, 'fr')).toEqual({ ok: true, value });
  });

  it.each(['101', '-1', '12.5', '12,5', 'abc', '1e2', '1.000'])('refuses %j', (text) => {
    expect(parseBatteryInput(text, 'de')).toEqual({ ok: false });
  });

  it('refuses an English decimal comma rather than reading it as thousands', () => {
    expect(parseBatteryInput('1,5', 'en')).toEqual({ ok: false });
  });
});

describe('sanitiseBatteryText', () => {
  it('empties a non-numeric entry and keeps a numeric one, even out of range or half typed', () => {
    expect(sanitiseBatteryText('abc')).toBe('');
    expect(sanitiseBatteryText('4a')).toBe('');
    expect(sanitiseBatteryText('101')).toBe('101');
    expect(sanitiseBatteryText('7')).toBe('7');
    expect(sanitiseBatteryText('-')).toBe('-');
    expect(sanitiseBatteryText('12,5')).toBe('12,5');
  });
});
