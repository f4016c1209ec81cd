import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { InventoryData } from '../lib/use-inventory-data';
import { AlertsTab } from './alerts-tab';
import { OrdersTab } from './orders-tab';
import { OverviewTab } from './overview-tab';
import { SuppliersTab } from './suppliers-tab';
import { SuppliesTab } from './supplies-tab';

export const INVENTORY_TABS = ['overview', 'supplies', 'alerts', 'orders', 'suppliers'] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

interface InventoryTabsProps {
  tab: InventoryTab;
  onTabChange: (tab: InventoryTab) => void;
  data: InventoryData;
  onAddItem: () => void;
}

export function InventoryTabs({ tab, onTabChange, data, onAddItem }: InventoryTabsProps) {
  const { t } = useTranslation('inventory');
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as InventoryTab)} className="mt-8">
      <TabsList aria-label={t('tabs.label')}>
        {INVENTORY_TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(`tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab lowStock={data.lowStock} alerts={data.alerts} onAddItem={onAddItem} />
      </TabsContent>
      <TabsContent value="supplies">
        <SuppliesTab suppliers={data.suppliers} onAddItem={onAddItem} />
      </TabsContent>
      <TabsContent value="alerts">
        <AlertsTab alerts={data.alerts} />
      </TabsContent>
      <TabsContent value="orders">
        <OrdersTab orders={data.orders} />
      </TabsContent>
      <TabsContent value="suppliers">
        <SuppliersTab suppliers={data.suppliers} />
      </TabsContent>
    </Tabs>
  );
}
