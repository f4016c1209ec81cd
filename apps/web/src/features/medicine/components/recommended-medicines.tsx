import type { Recommendation } from '@careledger/shared';
import { AnswerSection } from '@/components/medicine-answer/answer-section';
import { useTranslation } from '@/lib/i18n';
import { MedicineCard } from './medicine-card';

/** Recommended Medicines: the ranked cards, or why there are none (the notes below say more). */
export function RecommendedMedicines({ recommendations }: { recommendations: Recommendation[] }) {
  const { t } = useTranslation('medicine');
  return (
    <AnswerSection title={t('results.recommended')} layout="cards">
      {recommendations.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-recommendations">
          {t('results.noMedicines')}
        </p>
      ) : (
        <ul className="space-y-4">
          {recommendations.map((recommendation) => (
            <li key={recommendation.medicineId}>
              <MedicineCard recommendation={recommendation} />
            </li>
          ))}
        </ul>
      )}
    </AnswerSection>
  );
}
