import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  type Preferences,
  preferencesStore,
  readCachedPreferences,
} from './preferences';

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

describe('preferencesStore', () => {
  it('tells its listeners only when a preference changes', () => {
    const heard: Preferences[] = [];
    const stop = preferencesStore.subscribe(() => heard.push(preferencesStore.get()));
    try {
      preferencesStore.set({ ...DEFAULT_PREFERENCES });
      preferencesStore.set({ ...DEFAULT_PREFERENCES, theme: 'dark' });
      preferencesStore.set({ ...DEFAULT_PREFERENCES, theme: 'dark' });
      preferencesStore.set(DEFAULT_PREFERENCES);
    } finally {
      stop();
    }
    expect(heard.map((preferences) => preferences.theme)).toEqual(['dark', 'system']);
  });
});
