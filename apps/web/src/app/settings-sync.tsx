import { useEffect } from 'react';
import { useSettings } from '@/features/settings/api/get-settings';
import { useSession } from '@/hooks/use-session';
import { pickPreferences, preferencesStore } from '@/lib/preferences';

/**
 * Loads the saved settings at start-up and whenever the cached copy changes (save, reset), makes them the
 * app's preferences. Loaded just after the first paint; until then the preferences cached in the browser
 * apply.
 */
export default function SettingsSync() {
  const { session } = useSession();
  // Settings belong to the signed-in account; signed out, the preferences cached in the browser apply.
  return session ? <AccountSettingsSync key={session.account.id} /> : null;
}

function AccountSettingsSync() {
  const { data: settings } = useSettings();
  useEffect(() => {
    if (settings) preferencesStore.set(pickPreferences(settings));
  }, [settings]);
  return null;
}
