import { Cpu, Ruler, Timer } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * The spec's three headings, each saying what the enhanced analysis really does: measured scores by published
 * rules and a measured confidence, with no accuracy claimed.
 */
export function EnhancedDescription() {
  const { t } = useTranslation('skin');
  const titleId = useId();
  const points = [
    { icon: Cpu, title: t('enhanced.advancedTitle'), text: t('enhanced.advanced') },
    { icon: Ruler, title: t('enhanced.accuracyTitle'), text: t('enhanced.accuracy') },
    { icon: Timer, title: t('enhanced.realTimeTitle'), text: t('enhanced.realTime') },
  ];
  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-teal-50 p-4 dark:bg-teal-950">
      <h2 id={titleId} className="sr-only">
        {t('enhanced.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {points.map(({ icon: Icon, title, text }) => (
          <div key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-800 dark:text-teal-200" />
            <div>
              <h3 className="font-semibold text-slate-900 dark:text-slate-50">{title}</h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">{text}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
