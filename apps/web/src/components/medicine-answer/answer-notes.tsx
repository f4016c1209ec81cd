import type { RecommendResponse } from '@careledger/shared';
import { clsx } from 'clsx';
import { useMedicineWords } from '@/hooks/use-medicine-words';
import type { AnswerLayout } from './answer-layout';
import { AnswerSection } from './answer-section';

interface AnswerNotesProps extends Pick<RecommendResponse, 'notes' | 'noteTexts'> {
  title: string;
  layout: AnswerLayout;
}

/** The server's notes: where to get help, what was not recognised, what is out of stock, context used. */
export function AnswerNotes({ notes, noteTexts, title, layout }: AnswerNotesProps) {
  const words = useMedicineWords();
  const lines = words.notes({ notes, noteTexts });
  if (lines.length === 0) return null;
  return (
    <AnswerSection title={title} layout={layout} data-testid="answer-notes">
      <ul
        className={clsx(
          'list-disc space-y-1 pl-5 text-sm',
          layout === 'compact' ? 'text-slate-800 dark:text-slate-200' : 'text-slate-700 dark:text-slate-300',
        )}
      >
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, shown as sent
          <li key={index}>{line}</li>
        ))}
      </ul>
    </AnswerSection>
  );
}
