import { Info } from 'lucide-react';
import { useId } from 'react';
import { useMedicineWords } from '@/hooks/use-medicine-words';
import type { AnswerLayout } from './answer-layout';

interface AnswerDisclaimerProps {
  /** The server's English with the answer (the screen's own words before there is one). */
  english: string;
  /** A heading beside an icon in `cards`; in `compact`, only the note's name for assistive technology. */
  title: string;
  layout: AnswerLayout;
}

/** Every answer says it is decision support, not a diagnosis: the catalogue's words, else the English given. */
export function AnswerDisclaimer({ english, title, layout }: AnswerDisclaimerProps) {
  const words = useMedicineWords();
  const id = useId();
  const text = words.disclaimer(english);
  if (layout === 'compact')
    return (
      <aside
        aria-label={title}
        data-testid="answer-disclaimer"
        className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
      >
        {text}
      </aside>
    );
  return (
    <aside
      aria-labelledby={id}
      data-testid="answer-disclaimer"
      className="flex gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700 dark:text-teal-300" />
      <div>
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <p className="mt-1">{text}</p>
      </div>
    </aside>
  );
}
