import {
  DEFAULT_SETTINGS,
  LANGUAGES,
  type Language,
  type Settings,
  THEMES,
  type Theme,
  TIMEZONES,
  type Timezone,
} from '@careledger/shared';

/** The part of the settings that changes how every page looks and reads. */
export interface Preferences {
  language: Language;
  timezone: Timezone;
  theme: Theme;
  compactMode: boolean;
  showAnimations: boolean;
}

const STORAGE_KEY = 'careledger.preferences';

export const DEFAULT_PREFERENCES: Preferences = pickPreferences(DEFAULT_SETTINGS);

export function pickPreferences(settings: Omit<Settings, 'email'>): Preferences {
  const { language, timezone, theme, compactMode, showAnimations } = settings;
  return { language, timezone, theme, compactMode, showAnimations };
}

function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

/** Reads the last applied preferences so theme and language are right before the settings arrive. */
export function readCachedPreferences(storage: Pick<Storage, 'getItem'> = localStorage): Preferences {
  try {
    const raw: Record<string, unknown> = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return {
      language: isOneOf(LANGUAGES, raw.language) ? raw.language : DEFAULT_PREFERENCES.language,
      timezone: isOneOf(TIMEZONES, raw.timezone) ? raw.timezone : DEFAULT_PREFERENCES.timezone,
      theme: isOneOf(THEMES, raw.theme) ? raw.theme : DEFAULT_PREFERENCES.theme,
      compactMode: typeof raw.compactMode === 'boolean' ? raw.compactMode : DEFAULT_PREFERENCES.compactMode,
      showAnimations:
        typeof raw.showAnimations === 'boolean' ? raw.showAnimations : DEFAULT_PREFERENCES.showAnimations,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

type Listener = () => void;
let current: Preferences = DEFAULT_PREFERENCES;
const listeners = new Set<Listener>();

const PREFERENCE_KEYS = Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[];

function isSamePreferences(a: Preferences, b: Preferences): boolean {
  return PREFERENCE_KEYS.every((key) => a[key] === b[key]);
}

export const preferencesStore = {
  get: (): Preferences => current,
  set(next: Preferences): void {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private browsing can refuse storage; the preferences still apply for this visit.
    }
    // The settings loaded at start-up usually repeat the cached preferences: telling every screen that reads
    // them (each date and number on it) would re-render the page for nothing.
    if (isSamePreferences(current, next)) return;
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Start-up only: adopt the cached preferences without writing them back. */
  hydrate(initial: Preferences): void {
    current = initial;
  },
};
