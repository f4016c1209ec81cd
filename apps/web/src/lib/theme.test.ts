import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from './preferences';
import { applyAppearance, resolveTheme, subscribeToSystemTheme, systemPrefersDark } from './theme';

type ChangeListener = (event: MediaQueryListEvent) => void;

/** A controllable stand-in for window.matchMedia('(prefers-color-scheme: dark)'). */
function fakeColorScheme(initiallyDark: boolean) {
  const listeners = new Set<ChangeListener>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: ChangeListener) => listeners.add(listener),
    removeEventListener: (_: string, listener: ChangeListener) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    listeners,
    switchTo(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent);
    },
  };
}

describe('resolveTheme', () => {
  it('keeps an explicit light or dark choice whatever the system prefers', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('follows the system for "system"', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
});

describe('system theme', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the prefers-color-scheme media query', () => {
    fakeColorScheme(true);
    expect(systemPrefersDark()).toBe(true);
  });

  it('reports each change of the media query until unsubscribed', () => {
    const scheme = fakeColorScheme(false);
    const seen: boolean[] = [];
    const unsubscribe = subscribeToSystemTheme((dark) => seen.push(dark));
    scheme.switchTo(true);
    scheme.switchTo(false);
    unsubscribe();
    scheme.switchTo(true);
    expect(seen).toEqual([true, false]);
    expect(scheme.listeners.size).toBe(0);
  });
});

describe('applyAppearance', () => {
  it('puts theme, density and motion on the root element', () => {
    const root = document.createElement('html');
    applyAppearance(
      root,
      { ...DEFAULT_PREFERENCES, theme: 'system', compactMode: true, showAnimations: false },
      true,
    );
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.dataset.density).toBe('compact');
    expect(root.dataset.motion).toBe('off');

    applyAppearance(root, { ...DEFAULT_PREFERENCES, theme: 'light' }, true);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.dataset.density).toBe('comfortable');
    expect(root.dataset.motion).toBe('on');
  });
});
