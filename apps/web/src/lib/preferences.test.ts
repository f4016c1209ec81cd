import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, readCachedPreferences } from './preferences';

const storage = (value: string | null) => ({ getItem: () => value });

describe('readCachedPreferences', () => {
  it('starts from the spec defaults when nothing is cached', () => {
    expect(readCachedPreferences(storage(null))).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES).toEqual({
      language: 'en',
      timezone: 'UTC',
      theme: 'system',
      compactMode: false,
      showAnimations: true,
    });
  });

  it('reads valid cached values', () => {
    const cached = {
      language: 'fr',
      timezone: 'PST',
      theme: 'dark',
      compactMode: true,
      showAnimations: false,
    };
    expect(readCachedPreferences(storage(JSON.stringify(cached)))).toEqual(cached);
  });

  it('ignores values that are not allowed, and unreadable JSON', () => {
    const cached = { language: 'xx', timezone: 'Mars', theme: 'neon', compactMode: 'yes' };
    expect(readCachedPreferences(storage(JSON.stringify(cached)))).toEqual(DEFAULT_PREFERENCES);
    expect(readCachedPreferences(storage('{not json'))).toEqual(DEFAULT_PREFERENCES);
  });
});
