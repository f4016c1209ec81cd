import type { Recommendation } from '@careledger/shared';
import type { ReactNode } from 'react';
import { useMedicineWords } from '@/hooks/use-medicine-words';
import { useTranslation } from '@/lib/i18n';
import { PrescriptionNotice } from './prescription-notice';

interface MedicineCardDetailsProps {
  id: string;
  hidden: boolean;
  recommendation: Recommendation;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-900 dark:text-slate-100">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">{children}</dd>
    </div>
  );
}

/**
 * The expanded card, in the spec's order: dosage, instructions, AI reasoning, warnings, the prescription notice
 * and alternatives. Label warnings are printed as the label has them (English data).
 */
export function MedicineCardDetails({ id, hidden, recommendation }: MedicineCardDetailsProps) {
  const { t } = useTranslation('medicine');
  const words = useMedicineWords();
  const warnings = words.warnings(recommendation);
  const { alternativeMedicines: alternatives } = recommendation;
  return (
    <div
      id={id}
      hidden={hidden}
      data-testid="medicine-details"
      className="mt-3 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700"
    >
      <dl className="space-y-3">
        <Fact term={t('card.dosage')}>{recommendation.dosage}</Fact>
        <Fact term={t('card.instructions')}>{recommendation.dosageInstructions}</Fact>
        <Fact term={t('card.reasoning')}>{words.reasoning(recommendation)}</Fact>
        {warnings.length > 0 ? (
          <Fact term={t('card.warnings')}>
            <ul className="list-disc space-y-1 pl-5" data-testid="warnings">
              {warnings.map((warning, index) => (
                // Two label sections may print the same sentence; the index keeps them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
                <li key={index}>{warning}</li>
              ))}
            </ul>
          </Fact>
        ) : null}
      </dl>
      {recommendation.prescriptionRequired || recommendation.seeClinician ? (
        <PrescriptionNotice
          prescriptionRequired={recommendation.prescriptionRequired}
          seeClinician={recommendation.seeClinician}
        />
      ) : null}
      <dl className="space-y-3">
        <Fact term={t('card.alternatives')}>
          {alternatives.length === 0 ? (
            t('card.noAlternatives')
          ) : (
            <ul className="space-y-0.5" data-testid="alternatives">
              {alternatives.map((alternative) => (
                <li key={alternative.medicineId}>
                  {alternative.medicineName}{' '}
                  <span className="text-slate-600 dark:text-slate-400">
                    ({t('card.alternativeStock', { stock: alternative.stockQuantity })})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact term={t('card.source')}>{recommendation.source}</Fact>
      </dl>
    </div>
  );
}
