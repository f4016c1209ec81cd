import { useTranslation } from 'react-i18next';

/**
 * While the answer is on its way. Nothing measures how far along the server is, so the bar says "working"
 * (indeterminate: no value) instead of a made-up percentage.
 */
export function ProcessingProgress() {
  const { t } = useTranslation('voice');
  return (
    <div
      role="progressbar"
      aria-label={t('progress')}
      className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
    >
      <div className="animate-progress h-full w-1/3 rounded-full bg-teal-600 motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-50 dark:bg-teal-300" />
    </div>
  );
}
