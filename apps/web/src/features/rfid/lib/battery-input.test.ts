import { describe, expect, it } from 'vitest';
import { parseBatteryInput, sanitiseBatteryText } from './battery-input';

describe('parseBatteryInput', () => {
  it.each([
    ['0', 0],
    ['100', 100],
    [' 42 ', 42],
    ['', null],
    ['  ', null],
  ])('accepts %j as %j', (text, value) => {
    expect(parseBatteryInput(text)).toEqual({ ok: true, value });
  });

  it.each(['101', '-1', '12.5', 'abc', '1e2'])('refuses %j', (text) => {
    expect(parseBatteryInput(text)).toEqual({ ok: false });
  });
});

describe('sanitiseBatteryText', () => {
  it('empties a non-numeric entry and keeps a numeric one, even out of range', () => {
    expect(sanitiseBatteryText('abc')).toBe('');
    expect(sanitiseBatteryText('101')).toBe('101');
    expect(sanitiseBatteryText('7')).toBe('7');
  });
});
