import { useEffect } from 'react';
import { useSettings } from '@/features/settings/api/get-settings';
import { pickPreferences, preferencesStore } from '@/lib/preferences';

/**
 * Loads the saved settings at start-up and whenever the cached copy changes (save, reset), makes them the
 * app's preferences. Loaded just after the first paint; until then the preferences cached in the browser
 * apply.
 */
export default function SettingsSync() {
  const { data: settings } = useSettings();
  useEffect(() => {
    if (settings) preferencesStore.set(pickPreferences(settings));
  }, [settings]);
  return null;
}
