import { Info } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMedicineWords } from '../lib/use-medicine-words';

/**
 * Always on screen, before and with every answer: the catalogue's disclaimer in the reader's language, else the
 * server's English with the answer, else this screen's own words.
 */
export function Disclaimer({ english }: { english?: string | undefined }) {
  const { t } = useTranslation('medicine');
  const words = useMedicineWords();
  const id = useId();
  return (
    <aside
      aria-labelledby={id}
      data-testid="medicine-disclaimer"
      className="flex gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700 dark:text-teal-300" />
      <div>
        <h2 id={id} className="font-semibold">
          {t('results.disclaimerTitle')}
        </h2>
        <p className="mt-1">{words.disclaimer(english ?? t('results.disclaimer'))}</p>
      </div>
    </aside>
  );
}
