import { matchColour, medicineStockColour, type Recommendation } from '@careledger/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { BADGE_TONE, TEXT_TONE } from '@/lib/traffic-tone';
import { MedicineCardDetails } from './medicine-card-details';
import { PrescriptionBadge } from './prescription-badge';

/** One suggestion: match, price, stock, kind and description; Show details opens the rest. */
export function MedicineCard({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation('medicine');
  const { percent, money } = useFormat();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const { medicineName, confidenceScore, stockQuantity } = recommendation;
  return (
    <article
      aria-labelledby={`${id}-name`}
      data-testid="medicine-card"
      data-medicine-id={recommendation.medicineId}
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-name`} className="font-semibold text-slate-900 dark:text-slate-50">
          {medicineName}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge
            tone={BADGE_TONE[matchColour(confidenceScore)]}
            data-testid="match"
            data-colour={matchColour(confidenceScore)}
          >
            {t('card.match', { percent: percent(confidenceScore) })}
          </Badge>
          <PrescriptionBadge prescriptionRequired={recommendation.prescriptionRequired} />
        </div>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-600 dark:text-slate-400">{t('card.price')}</dt>
          <dd className="font-medium tabular-nums">{money(recommendation.price)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600 dark:text-slate-400">{t('card.stock')}</dt>
          <dd
            className={`font-medium tabular-nums ${TEXT_TONE[medicineStockColour(stockQuantity)]}`}
            data-testid="stock"
            data-colour={medicineStockColour(stockQuantity)}
          >
            {stockQuantity}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{recommendation.description}</p>
      <Button
        variant="ghost"
        size="sm"
        className="mt-2 -ml-3"
        aria-expanded={isOpen}
        aria-controls={`${id}-details`}
        onClick={() => setOpen(!isOpen)}
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
        {t(isOpen ? 'card.hideDetails' : 'card.showDetails')}
      </Button>
      <MedicineCardDetails id={`${id}-details`} hidden={!isOpen} recommendation={recommendation} />
    </article>
  );
}
