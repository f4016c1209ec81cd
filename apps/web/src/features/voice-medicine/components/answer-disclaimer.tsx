import { useTranslation } from 'react-i18next';
import { useMedicineWords } from '../lib/use-medicine-words';

/** Every answer says it is decision support, not a diagnosis. */
export function AnswerDisclaimer({ text }: { text: string }) {
  const { t } = useTranslation('voice');
  const words = useMedicineWords();
  return (
    <aside
      aria-label={t('answer.disclaimer')}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
      data-testid="voice-disclaimer"
    >
      {words.disclaimer(text)}
    </aside>
  );
}
