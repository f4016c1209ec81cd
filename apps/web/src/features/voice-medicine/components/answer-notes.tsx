import type { MedicineText } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { useMedicineWords } from '../lib/use-medicine-words';

/** What else the reader should know (where to get help for anxiety, nothing in stock, context used). */
export function AnswerNotes({ notes, noteTexts }: { notes: MedicineText[]; noteTexts: string[] }) {
  const { t } = useTranslation('voice');
  const words = useMedicineWords();
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="answer-notes-title" className="space-y-2">
      <h2 id="answer-notes-title" className="text-base font-semibold">
        {t('answer.notes')}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
        {notes.map((note, index) => (
          <li key={`${note.key}:${JSON.stringify(note.params)}`}>
            {words.text(note, noteTexts[index] ?? note.key)}
          </li>
        ))}
      </ul>
    </section>
  );
}
