import type { RfidStatistics } from '@careledger/shared';
import { CircleCheck, PackageX, SearchX, Tags } from 'lucide-react';
import { SummaryCard } from '@/components/ui/summary-card';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

/** Total RFID Tags, Active Tags, Supplies Without RFID and Lost Tags (spec 001). */
export function SummaryCards({ statistics }: { statistics: RfidStatistics }) {
  const { t } = useTranslation('rfid');
  const { number } = useFormat();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard
        testId="rfid-summary-total"
        label={t('summary.totalTags')}
        value={number(statistics.totalTags)}
        detail={t('summary.totalTagsHint')}
        icon={Tags}
        tone="brand"
      />
      <SummaryCard
        testId="rfid-summary-active"
        label={t('summary.activeTags')}
        value={number(statistics.activeTags)}
        detail={t('summary.activeTagsHint', { percent: number(statistics.coveragePercentage) })}
        icon={CircleCheck}
        tone="info"
      />
      <SummaryCard
        testId="rfid-summary-without"
        label={t('summary.withoutRfid')}
        value={number(statistics.suppliesWithoutRFID)}
        detail={t('summary.withoutRfidHint', { total: number(statistics.totalSupplies) })}
        icon={PackageX}
        tone="warning"
      />
      <SummaryCard
        testId="rfid-summary-lost"
        label={t('summary.lostTags')}
        value={number(statistics.lostTags)}
        detail={t('summary.lostTagsHint', { count: statistics.damagedTags })}
        icon={SearchX}
        tone="danger"
      />
    </ul>
  );
}
