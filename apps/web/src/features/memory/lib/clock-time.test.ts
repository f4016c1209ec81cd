import { describe, expect, it } from 'vitest';
import { clockTime } from './clock-time';

describe('clockTime', () => {
  it.each(['en', 'es', 'fr', 'de'])('writes HH:mm in %s, 24-hour', (language) => {
    expect(clockTime('2026-11-20T14:05:00.000Z', language, 'UTC')).toBe('14:05');
    expect(clockTime('2026-11-20T09:07:00.000Z', language, 'UTC')).toBe('09:07');
  });

  it('reads the time in the reader’s zone', () => {
    expect(clockTime('2026-11-20T14:05:00.000Z', 'en', 'America/New_York')).toBe('09:05');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(clockTime('soon', 'en', 'UTC')).toBe('');
  });
});
