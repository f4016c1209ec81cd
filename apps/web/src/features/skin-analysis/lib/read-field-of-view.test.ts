import { describe, expect, it } from 'vitest';
import { readFieldOfView } from './read-field-of-view';

describe('readFieldOfView', () => {
  it('is optional', () => {
    expect(readFieldOfView('  ', 'en')).toEqual({ ok: true, value: null, normalized: null });
  });

  it('reads millimetres in the interface language, as the server takes them', () => {
    expect(readFieldOfView('40', 'en')).toMatchObject({ ok: true, normalized: '40' });
    expect(readFieldOfView('12,5', 'de')).toMatchObject({ ok: true, normalized: '12.5' });
  });

  it('refuses a width outside 5 to 500 mm or with more than two decimals', () => {
    expect(readFieldOfView('2', 'en')).toMatchObject({ ok: false, error: { key: 'atLeast' } });
    expect(readFieldOfView('600', 'en')).toMatchObject({ ok: false, error: { key: 'atMost' } });
    expect(readFieldOfView('12.345', 'en')).toMatchObject({ ok: false });
    expect(readFieldOfView('wide', 'en')).toMatchObject({ ok: false });
  });
});
