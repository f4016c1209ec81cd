import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useMedicineWords } from '../lib/use-medicine-words';
import { usePercent } from '../lib/use-percent';
import { ResultSection } from './result-section';

interface SymptomBadgesProps {
  /** Symptom key -> 0..1 confidence it was reported. */
  detected: Record<string, number>;
  /** Symptom key -> the server's English name. */
  names: Record<string, string>;
}

/** Symptoms Detected: one badge per symptom read, its name in the reader's language and its confidence. */
export function SymptomBadges({ detected, names }: SymptomBadgesProps) {
  const { t } = useTranslation('medicine');
  const words = useMedicineWords();
  const percent = usePercent();
  const symptoms = Object.entries(detected);
  return (
    <ResultSection title={t('results.symptomsDetected')} data-testid="symptoms-detected">
      {symptoms.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('results.noSymptoms')}</p>
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
    </ResultSection>
  );
}
