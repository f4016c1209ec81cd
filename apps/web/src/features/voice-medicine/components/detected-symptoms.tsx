import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { humanizeKey } from '@/lib/keys';
import { formatPercent } from '../lib/format-percent';
import { useMedicineWords } from '../lib/use-medicine-words';

interface DetectedSymptomsProps {
  /** Symptom key → 0..1 confidence that it was reported. */
  detected: Record<string, number>;
  names: Record<string, string>;
}

/** The symptoms read from what was said, most certain first, each with its percent. */
export function DetectedSymptoms({ detected, names }: DetectedSymptomsProps) {
  const { t, i18n } = useTranslation('voice');
  const words = useMedicineWords();
  const symptoms = Object.entries(detected).sort(([, a], [, b]) => b - a);
  return (
    <section aria-labelledby="detected-symptoms-title" className="space-y-2">
      <h2 id="detected-symptoms-title" className="text-base font-semibold">
        {t('answer.symptoms')}
      </h2>
      {symptoms.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('answer.noSymptoms')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {symptoms.map(([key, share]) => (
            <li key={key}>
              <Badge tone="brand">
                {words.symptom(key, names[key] ?? humanizeKey(key))}{' '}
                <span className="tabular-nums">{formatPercent(share, i18n.resolvedLanguage ?? 'en')}</span>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
