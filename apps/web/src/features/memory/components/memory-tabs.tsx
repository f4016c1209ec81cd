import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AnalyticsTab } from './analytics-tab';
import { ConversationTab } from './conversation-tab';
import { QueryTab } from './query-tab';
import { TasksTab } from './tasks-tab';

const TABS = ['conversation', 'query', 'tasks', 'analytics'] as const;
type MemoryTab = (typeof TABS)[number];

/**
 * Conversation, Memory Query, Tasks, Analytics. Every panel stays mounted (hidden when not chosen), so a typed
 * message, an answer or a half-filled task survives a tab switch.
 */
export function MemoryTabs() {
  const { t } = useTranslation('memory');
  const [tab, setTab] = useState<MemoryTab>('conversation');
  const panel = (value: MemoryTab) => ({ value, forceMount: true as const, hidden: tab !== value });
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as MemoryTab)}>
      <TabsList aria-label={t('tabs.label')}>
        {TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(`tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent {...panel('conversation')}>
        <ConversationTab />
      </TabsContent>
      <TabsContent {...panel('query')}>
        <QueryTab />
      </TabsContent>
      <TabsContent {...panel('tasks')}>
        <TasksTab />
      </TabsContent>
      <TabsContent {...panel('analytics')}>
        <AnalyticsTab />
      </TabsContent>
    </Tabs>
  );
}
