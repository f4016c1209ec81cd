import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-format';
import { useMedicineWords } from '@/hooks/use-medicine-words';
import type { AnswerLayout } from './answer-layout';
import { AnswerSection } from './answer-section';

interface SymptomBadgesProps {
  /** Symptom key -> 0..1 confidence it was reported. */
  detected: Record<string, number>;
  /** Symptom key -> the server's English name. */
  names: Record<string, string>;
  title: string;
  /** Said when no symptom was recognised. */
  emptyText: string;
  layout: AnswerLayout;
  /** As the server found them, or the most certain first. */
  order?: 'as-found' | 'most-certain-first';
}

/** Symptoms Detected: one badge per symptom read, its name in the reader's language and its confidence. */
export function SymptomBadges({
  detected,
  names,
  title,
  emptyText,
  layout,
  order = 'as-found',
}: SymptomBadgesProps) {
  const words = useMedicineWords();
  const { percent } = useFormat();
  const symptoms = Object.entries(detected);
  if (order === 'most-certain-first') symptoms.sort(([, a], [, b]) => b - a);
  return (
    <AnswerSection title={title} layout={layout} data-testid="symptoms-detected">
      {symptoms.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {symptoms.map(([key, confidence]) => (
            <li key={key}>
              <Badge tone="brand" data-testid="symptom-badge" data-symptom={key}>
                <span>{words.symptom(key, names[key])}</span>{' '}
                <span className="tabular-nums">{percent(confidence)}</span>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </AnswerSection>
  );
}
