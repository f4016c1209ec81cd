import { HeartHandshake } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/** A calm word that a carer has been told about a worrying entry (it raised a carer alert). */
export function CarerAlertNotice() {
  const { t } = useTranslation('memory');
  return (
    <p
      data-testid="memory-carer-alerted"
      className="flex items-start gap-2 rounded-md border border-blue-200 bg-blue-50 p-2 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100"
    >
      <HeartHandshake aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('entry.carerAlerted')}
    </p>
  );
}
