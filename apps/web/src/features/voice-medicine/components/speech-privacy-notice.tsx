import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/** Said before anyone speaks: the browser's recogniser, not CareLedger, hears the audio and may send it away. */
export function SpeechPrivacyNotice() {
  const { t } = useTranslation('voice');
  return (
    <aside
      aria-labelledby="speech-privacy-title"
      className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100"
      data-testid="speech-privacy-notice"
    >
      <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
      <div className="space-y-1">
        <h2 id="speech-privacy-title" className="font-semibold">
          {t('privacy.title')}
        </h2>
        <p>{t('privacy.body')}</p>
        <p>{t('privacy.language')}</p>
      </div>
    </aside>
  );
}
