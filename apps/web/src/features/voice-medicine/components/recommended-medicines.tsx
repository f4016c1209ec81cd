import type { Recommendation } from '@careledger/shared';
import { useTranslation } from '@/lib/i18n';
import { VoiceRecommendationCard } from './voice-recommendation-card';

interface RecommendedMedicinesProps {
  recommendations: Recommendation[];
  symptomNames: Record<string, string>;
}

/** The medicines suggested from stock, best match first, as the server ranked them. */
export function RecommendedMedicines({ recommendations, symptomNames }: RecommendedMedicinesProps) {
  const { t } = useTranslation('voice');
  return (
    <section aria-labelledby="recommended-medicines-title" className="space-y-3">
      <h2 id="recommended-medicines-title" className="text-base font-semibold">
        {t('answer.medicines')}
      </h2>
      {recommendations.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('answer.noMedicines')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {recommendations.map((recommendation) => (
            <li key={recommendation.medicineId}>
              <VoiceRecommendationCard recommendation={recommendation} symptomNames={symptomNames} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
