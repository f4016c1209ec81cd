import { useEffect } from 'react';
import { usePreferences } from '@/hooks/use-preferences';
import { i18n } from '@/lib/i18n';
import { applyAppearance, subscribeToSystemTheme, systemPrefersDark } from '@/lib/theme';

/**
 * Keeps the page in step with the current preferences: theme (following the system live when set to
 * System), density, motion and language change the moment the preferences do.
 */
export function PreferencesSync() {
  const preferences = usePreferences();

  useEffect(() => {
    if (i18n.language !== preferences.language) void i18n.changeLanguage(preferences.language);
  }, [preferences.language]);

  useEffect(() => {
    const root = document.documentElement;
    applyAppearance(root, preferences, systemPrefersDark());
    if (preferences.theme !== 'system') return;
    return subscribeToSystemTheme((prefersDark) => applyAppearance(root, preferences, prefersDark));
  }, [preferences]);

  return null;
}
