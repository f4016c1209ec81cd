import type { InventorySummary } from '@careledger/shared';
import { ClipboardList, Siren, Truck, Warehouse } from 'lucide-react';
import { SummaryCard } from '@/components/ui/summary-card';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';

export function SummaryCards({ summary }: { summary: InventorySummary }) {
  const { t } = useTranslation('inventory');
  const { number } = useFormat();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard
        testId="summary-total-supplies"
        label={t('summary.totalSupplies')}
        value={number(summary.totalSupplies)}
        detail={t('summary.needsRestocking', { count: summary.needsRestocking })}
        icon={Warehouse}
        tone="brand"
      />
      <SummaryCard
        testId="summary-active-alerts"
        label={t('summary.activeAlerts')}
        value={number(summary.activeAlerts)}
        detail={t('summary.critical', { count: summary.criticalAlerts })}
        icon={Siren}
        tone="danger"
      />
      <SummaryCard
        testId="summary-purchase-orders"
        label={t('summary.purchaseOrders')}
        value={number(summary.purchaseOrders)}
        detail={t('summary.pending', { count: summary.pendingOrders })}
        icon={ClipboardList}
        tone="warning"
      />
      <SummaryCard
        testId="summary-suppliers"
        label={t('summary.suppliers')}
        value={number(summary.suppliers)}
        detail={t('summary.suppliersHint')}
        icon={Truck}
        tone="info"
      />
    </ul>
  );
}
