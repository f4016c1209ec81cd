import { useSyncExternalStore } from 'react';
import { type Preferences, preferencesStore } from '@/lib/preferences';

export function usePreferences(): Preferences {
  return useSyncExternalStore(preferencesStore.subscribe, preferencesStore.get, preferencesStore.get);
}
