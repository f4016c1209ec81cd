import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTranslation } from '@/lib/i18n';
import { AnalyticsTab } from './analytics-tab';
import { OverviewTab } from './overview-tab';
import { SuppliesTab } from './supplies-tab';
import { TagsTab } from './tags-tab';

const RFID_TABS = ['overview', 'tags', 'supplies', 'analytics'] as const;
type RfidTab = (typeof RFID_TABS)[number];

/** Each tab reads the queries it shows itself (the screen has waited for the first ones). */
export function RfidTabs() {
  const { t } = useTranslation('rfid');
  const [tab, setTab] = useState<RfidTab>('overview');
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as RfidTab)} className="mt-8">
      <TabsList aria-label={t('tabs.label')}>
        {RFID_TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(`tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab />
      </TabsContent>
      <TabsContent value="tags">
        <TagsTab />
      </TabsContent>
      <TabsContent value="supplies">
        <SuppliesTab />
      </TabsContent>
      <TabsContent value="analytics">
        <AnalyticsTab />
      </TabsContent>
    </Tabs>
  );
}
