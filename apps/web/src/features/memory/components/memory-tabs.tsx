import { KeptTabs } from '@/components/ui/kept-tabs';
import { useTranslation } from '@/lib/i18n';
import { AnalyticsTab } from './analytics-tab';
import { ConversationTab } from './conversation-tab';
import { QueryTab } from './query-tab';
import { TasksTab } from './tasks-tab';

/**
 * Conversation, Memory Query, Tasks, Analytics. Every panel stays mounted, so a typed message, an answer or a
 * half-filled task survives a tab switch.
 */
export function MemoryTabs() {
  const { t } = useTranslation('memory');
  return (
    <KeptTabs
      label={t('tabs.label')}
      tabs={[
        { value: 'conversation', label: t('tabs.conversation'), content: <ConversationTab /> },
        { value: 'query', label: t('tabs.query'), content: <QueryTab /> },
        { value: 'tasks', label: t('tabs.tasks'), content: <TasksTab /> },
        { value: 'analytics', label: t('tabs.analytics'), content: <AnalyticsTab /> },
      ]}
    />
  );
}
