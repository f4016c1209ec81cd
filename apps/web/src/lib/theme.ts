import type { Theme } from '@careledger/shared';
import type { Preferences } from './preferences';

type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Calls `onChange` whenever the operating system switches between light and dark. */
export function subscribeToSystemTheme(onChange: (prefersDark: boolean) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Theme, density and motion live on <html> so plain CSS (and Tailwind's `dark:`) can follow them. */
export function applyAppearance(root: HTMLElement, preferences: Preferences, prefersDark: boolean): void {
  const theme = resolveTheme(preferences.theme, prefersDark);
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  root.dataset.density = preferences.compactMode ? 'compact' : 'comfortable';
  root.dataset.motion = preferences.showAnimations ? 'on' : 'off';
}
