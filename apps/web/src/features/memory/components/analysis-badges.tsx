import type { MemoryAnalysisView } from '@careledger/shared';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { ImportanceBadge } from './importance-badge';
import { SentimentBadge } from './sentiment-badge';
import { UrgencyBadge } from './urgency-badge';
import { UrgencyReasons } from './urgency-reasons';

/** Spec 001 section 2: importance, sentiment, urgency (only when not normal) and topic badges. */
export function AnalysisBadges({ analysis }: { analysis: MemoryAnalysisView }) {
  const { t } = useTranslation('memory');
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-1.5">
        <ImportanceBadge score={analysis.importanceScore} />
        <SentimentBadge sentiment={analysis.sentiment} />
        {analysis.urgencyLevel === 'normal' ? null : <UrgencyBadge level={analysis.urgencyLevel} />}
        {analysis.topics.length > 0 ? (
          <ul aria-label={t('badges.topics')} className="flex flex-wrap gap-1.5">
            {analysis.topics.map((topic) => (
              <li key={topic}>
                <Badge tone="brand" data-testid="memory-topic">
                  {topic}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {analysis.urgencyLevel === 'normal' ? null : <UrgencyReasons reasons={analysis.urgencyReasons} />}
    </div>
  );
}
