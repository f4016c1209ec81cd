import type { RecommendResponse } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { useMedicineWords } from '../lib/use-medicine-words';
import { ResultSection } from './result-section';

/** The server's notes: where to get help, what was not recognised, what is out of stock, context used. */
export function AnswerNotes(answer: Pick<RecommendResponse, 'notes' | 'noteTexts'>) {
  const { t } = useTranslation('medicine');
  const words = useMedicineWords();
  const lines = words.notes(answer);
  if (lines.length === 0) return null;
  return (
    <ResultSection title={t('results.notes')} data-testid="answer-notes">
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, shown as sent
          <li key={index}>{line}</li>
        ))}
      </ul>
    </ResultSection>
  );
}
