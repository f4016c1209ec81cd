import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/i18n';
import { INVENTORY_TABS, type InventoryTab } from '../lib/use-inventory-tab';
import { AlertsTab } from './alerts-tab';
import { OrdersTab } from './orders-tab';
import { OverviewTab } from './overview-tab';
import { SuppliersTab } from './suppliers-tab';
import { SuppliesTab } from './supplies-tab';

interface InventoryTabsProps {
  tab: InventoryTab;
  onTabChange: (tab: InventoryTab) => void;
  onAddItem: () => void;
}

/** Each tab reads the queries it shows itself (the screen has waited for them). */
export function InventoryTabs({ tab, onTabChange, onAddItem }: InventoryTabsProps) {
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
        <OverviewTab onAddItem={onAddItem} />
      </TabsContent>
      <TabsContent value="supplies">
        <SuppliesTab onAddItem={onAddItem} />
      </TabsContent>
      <TabsContent value="alerts">
        <AlertsTab />
      </TabsContent>
      <TabsContent value="orders">
        <OrdersTab />
      </TabsContent>
      <TabsContent value="suppliers">
        <SuppliersTab />
      </TabsContent>
    </Tabs>
  );
}
