import { SERVICE_LEVEL_MAX, SERVICE_LEVEL_MIN } from '@careledger/shared';
import { type FormEvent, useState } from 'react';
import { usePredictionSettings } from '@/api/predictions/get-prediction-settings';
import { useUpdatePredictionSettings } from '@/api/predictions/update-prediction-settings';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FormError } from '@/components/ui/form-error';
import { NumberField } from '@/components/ui/number-field';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useCan } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { formatNumberForInput } from '@/lib/parse-number';
import { readNumberField } from '@/lib/read-number-field';

const toPercent = (serviceLevel: number) => Math.round(serviceLevel * 1000) / 10;

/** The service level safety stock is sized for, as a percentage; read-only for a role without inventory.manage. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('predictions');
  const settings = usePredictionSettings();
  return (
    <Dialog
      onClose={onClose}
      title={t('settings.title')}
      description={t('settings.description')}
      closeLabel={t('close')}
      data-testid="prediction-settings-dialog"
    >
      {settings.data ? (
        <SettingsForm serviceLevel={settings.data.serviceLevel} onClose={onClose} />
      ) : settings.isError ? (
        <ErrorState
          message={`${t('settings.loadError')} ${errorMessage(settings.error)}`}
          retryLabel={t('states.tryAgain')}
          onRetry={() => settings.refetch()}
        />
      ) : (
        <Spinner label={t('loading')} />
      )}
    </Dialog>
  );
}

function SettingsForm({ serviceLevel, onClose }: { serviceLevel: number; onClose: () => void }) {
  const { t } = useTranslation('predictions');
  const toast = useToast();
  const canSave = useCan('inventory.manage');
  const save = useUpdatePredictionSettings();
  const { language } = useFieldErrors();
  const [text, setText] = useState(formatNumberForInput(toPercent(serviceLevel), language));
  const [error, setError] = useState<string | null>(null);
  const min = formatNumber(SERVICE_LEVEL_MIN * 100, language);
  const max = formatNumber(SERVICE_LEVEL_MAX * 100, language);

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readNumberField(text, language, {
      min: SERVICE_LEVEL_MIN * 100,
      max: SERVICE_LEVEL_MAX * 100,
      maxDecimals: 1,
    });
    if (!read.ok || read.value === null) return setError(t('settings.range', { min, max }));
    setError(null);
    save.mutate(
      { serviceLevel: Math.round(read.value * 10) / 1000 },
      {
        onSuccess: (saved) => {
          toast.success(
            t('settings.saved', { percent: formatNumber(toPercent(saved.serviceLevel), language) }),
          );
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <NumberField
        label={t('settings.serviceLevel')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        readOnly={!canSave}
        error={error}
      />
      {save.isError ? <FormError message={errorMessage(save.error)} /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {canSave ? t('cancel') : t('close')}
        </Button>
        {canSave ? (
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
