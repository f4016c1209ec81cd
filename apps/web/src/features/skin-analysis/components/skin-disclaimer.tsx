import { Stethoscope } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/** The server's disclaimer, and in plain words that this is a prompt to see a dermatologist. */
export function SkinDisclaimer({ disclaimer }: { disclaimer: string }) {
  const { t } = useTranslation('skin');
  return (
    <div
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      data-testid="skin-disclaimer"
    >
      <Stethoscope aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1 text-sm">
        <h3 className="font-semibold">{t('disclaimer.title')}</h3>
        <p className="font-medium">{t('disclaimer.seeDermatologist')}</p>
        <p>{disclaimer}</p>
      </div>
    </div>
  );
}
