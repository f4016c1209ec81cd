import { FlaskConical } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/** The demo says plainly that no backend is connected and its data is simulated. */
export function DemoNotice() {
  const { t } = useTranslation('memory');
  return (
    <aside
      aria-label={t('demo.noticeTitle')}
      data-testid="memory-demo-notice"
      className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-medium">{t('demo.noticeTitle')}</p>
        <p className="text-sm">{t('demo.notice')}</p>
      </div>
    </aside>
  );
}
