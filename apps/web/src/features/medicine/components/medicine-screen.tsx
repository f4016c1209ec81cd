import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MedicineInventoryTab } from './medicine-inventory-tab';
import { RecommendationsTab } from './recommendations-tab';
import { RestockingRequestsTab } from './restocking-requests-tab';

const TABS = ['recommendations', 'inventory', 'restocking'] as const;
type MedicineTab = (typeof TABS)[number];

/**
 * Spec 001 "AI Medicine Assistant": AI Recommendations, Medicine Inventory and Restocking Requests. Every panel
 * stays mounted (hidden when not chosen), so an answer, a search or a scroll position survives a tab switch.
 */
export function MedicineScreen() {
  const { t } = useTranslation('medicine');
  const [tab, setTab] = useState<MedicineTab>('recommendations');
  const panel = (value: MedicineTab) => ({ value, forceMount: true as const, hidden: tab !== value });
  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as MedicineTab)}>
        <TabsList aria-label={t('tabs.label')}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent {...panel('recommendations')}>
          <RecommendationsTab />
        </TabsContent>
        <TabsContent {...panel('inventory')}>
          <MedicineInventoryTab />
        </TabsContent>
        <TabsContent {...panel('restocking')}>
          <RestockingRequestsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
