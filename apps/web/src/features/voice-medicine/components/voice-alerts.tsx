import { CircleAlert } from 'lucide-react';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

interface VoiceAlertsProps {
  speechErrorCode: string | null;
  isNothingHeard: boolean;
  failure: Error | null;
}

/** What went wrong: the recogniser's error code, silence, or the request (spec 001 section 8). */
export function VoiceAlerts({ speechErrorCode, isNothingHeard, failure }: VoiceAlertsProps) {
  const { t } = useTranslation('voice');
  return (
    <>
      {speechErrorCode ? <ErrorState message={t('errors.speech', { code: speechErrorCode })} /> : null}
      {isNothingHeard ? <ErrorState message={t('errors.nothingHeard')} /> : null}
      {failure ? (
        // The spec's sentence, then the server's reason (a network failure, text over the limit, ...).
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          <div>
            <p className="font-medium">{t('errors.processing')}</p>
            <p>{errorMessage(failure)}</p>
          </div>
        </div>
      ) : null}
    </>
  );
}
