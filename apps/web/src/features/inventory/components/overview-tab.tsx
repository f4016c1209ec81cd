import type { InventoryAlert, InventoryItem } from '@careledger/shared';
import { OVERVIEW_LIST_LIMIT } from '@careledger/shared';
import { LowStockCard } from './low-stock-card';
import { QuickActions } from './quick-actions';
import { RecentAlertsCard } from './recent-alerts-card';

interface OverviewTabProps {
  lowStock: InventoryItem[];
  alerts: InventoryAlert[];
  onAddItem: () => void;
}

export function OverviewTab({ lowStock, alerts, onAddItem }: OverviewTabProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <LowStockCard items={lowStock} />
      <RecentAlertsCard alerts={alerts.slice(0, OVERVIEW_LIST_LIMIT)} />
      <QuickActions onAddItem={onAddItem} />
    </div>
  );
}
