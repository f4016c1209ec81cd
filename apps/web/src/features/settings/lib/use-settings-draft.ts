import type { Settings } from '@careledger/shared';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useResetSettings } from '../api/reset-settings';
import { useUpdateSettings } from '../api/update-settings';

/**
 * Edits stay a draft until Save Changes; the saved (or reset) settings then replace the cached ones, which
 * the app applies everywhere at once.
 */
export function useSettingsDraft(saved: Settings, onInvalid: () => void) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Settings>(saved);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSettings();
  const reset = useResetSettings();

  const change = <K extends keyof Settings>(key: K, value: Settings[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  const save = () =>
    update.mutate(draft, {
      onSuccess: (result) => {
        setDraft(result);
        setError(null);
        toast.success(t('settings.saved'));
      },
      onError: (failure) => {
        setError(errorMessage(failure));
        toast.error(errorMessage(failure));
        onInvalid();
      },
    });

  /** `onDone`: after the defaults were saved (the confirmation closes then). */
  const restoreDefaults = (onDone?: () => void) =>
    reset.mutate(undefined, {
      onSuccess: (result) => {
        onDone?.();
        setDraft(result);
        setError(null);
        toast.success(t('settings.resetDone'));
      },
      onError: (failure) => toast.error(errorMessage(failure)),
    });

  const isDirty = (Object.keys(draft) as (keyof Settings)[]).some((key) => draft[key] !== saved[key]);

  return {
    draft,
    change,
    save,
    restoreDefaults,
    error,
    isDirty,
    isSaving: update.isPending,
    isResetting: reset.isPending,
    isBusy: update.isPending || reset.isPending,
  };
}

export type SettingsDraft = ReturnType<typeof useSettingsDraft>;
