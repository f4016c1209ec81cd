import { CalendarDays, Gauge, MessageSquareText } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SummaryCard } from '@/components/ui/summary-card';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { useWorkspace } from '../hooks/memory-workspace-context';
import { MemoryTrends } from './memory-trends';
import { SentimentDistribution } from './sentiment-distribution';

/** The memory report: Total Interactions, Avg Importance, Days Analyzed, sentiments and importance by day. */
export function AnalyticsTab() {
  const { t } = useTranslation('memory');
  const format = useFormat();
  const { report } = useWorkspace();
  if (!report || report.totalInteractions === 0) {
    return (
      <Card>
        <EmptyState title={t('analytics.empty')} />
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-3">
        <SummaryCard
          testId="memory-total-interactions"
          label={t('analytics.totalInteractions')}
          value={format.number(report.totalInteractions)}
          detail={t('analytics.totalInteractionsDetail')}
          icon={MessageSquareText}
          tone="brand"
        />
        <SummaryCard
          testId="memory-average-importance"
          label={t('analytics.averageImportance')}
          value={format.percent(report.averageImportance)}
          detail={t('analytics.averageImportanceDetail')}
          icon={Gauge}
          tone="warning"
        />
        <SummaryCard
          testId="memory-days-analyzed"
          label={t('analytics.daysAnalyzed')}
          value={format.number(report.days)}
          detail={t('analytics.daysAnalyzedDetail')}
          icon={CalendarDays}
          tone="info"
        />
      </ul>
      <SentimentDistribution distribution={report.sentimentDistribution} />
      <MemoryTrends trends={report.memoryTrends} />
    </div>
  );
}
