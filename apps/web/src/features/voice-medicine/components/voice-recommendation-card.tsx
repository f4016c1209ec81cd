import type { Recommendation } from '@careledger/shared';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { useFormat } from '@/hooks/use-format';
import { useMedicineWords } from '@/hooks/use-medicine-words';
import { useTranslation } from '@/lib/i18n';
import { StockBadge } from './stock-badge';

interface VoiceRecommendationCardProps {
  recommendation: Recommendation;
  symptomNames: Record<string, string>;
}

const label = 'font-medium text-slate-600 dark:text-slate-400';

/** One medicine: what it is for, the label's dose, side effects, this person's cautions and its stock. */
export function VoiceRecommendationCard({ recommendation, symptomNames }: VoiceRecommendationCardProps) {
  const { t } = useTranslation('voice');
  const words = useMedicineWords();
  const format = useFormat();
  const titleId = useId();
  const cautions = words.cautions(recommendation);
  const treats = recommendation.symptomsMatched
    .map((key) => words.symptom(key, symptomNames[key]))
    .join(', ');

  return (
    <Card aria-labelledby={titleId} className="h-full" data-testid="voice-recommendation">
      <CardContent className="space-y-3 text-sm">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="text-base font-semibold text-slate-900 dark:text-slate-50">
            {recommendation.medicineName}
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            {recommendation.prescriptionRequired ? (
              <Badge tone="info">{t('answer.prescription')}</Badge>
            ) : null}
            <StockBadge status={recommendation.stockStatus} />
            <span className="text-slate-600 tabular-nums dark:text-slate-400">
              {t('answer.stock', { count: format.number(recommendation.stockQuantity) })}
            </span>
          </div>
        </div>
        {treats ? <p>{t('answer.treats', { symptoms: treats })}</p> : null}
        {recommendation.seeClinician ? (
          <p className="font-medium text-blue-900 dark:text-blue-200">{t('answer.seeClinician')}</p>
        ) : null}
        <dl className="space-y-2">
          <div>
            <dt className={label}>{t('answer.dosage')}</dt>
            <dd>{recommendation.dosage}</dd>
          </div>
          <div>
            <dt className={label}>{t('answer.sideEffects')}</dt>
            <dd>
              {recommendation.sideEffects.length > 0
                ? recommendation.sideEffects.join(', ')
                : t('answer.noSideEffects')}
            </dd>
          </div>
          {cautions.length > 0 ? (
            <div>
              <dt className={label}>{t('answer.cautions')}</dt>
              <dd>
                <ul className="list-disc pl-5 text-amber-900 dark:text-amber-200">
                  {cautions.map((caution, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, shown as sent
                    <li key={index}>{caution}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
