import { LowStockCard } from './low-stock-card';
import { QuickActions } from './quick-actions';
import { RecentAlertsCard } from './recent-alerts-card';
import { RestockingPanel } from './restocking-panel';

export function OverviewTab({ onAddItem }: { onAddItem: () => void }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <LowStockCard />
      <RecentAlertsCard />
      <QuickActions onAddItem={onAddItem} />
      <RestockingPanel />
    </div>
  );
}
