import type { MemorySentiment } from '@careledger/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONE: Record<MemorySentiment, BadgeTone> = {
  positive: 'success',
  negative: 'warning',
  neutral: 'neutral',
};

/** The entry's sentiment: positive, negative or neutral. */
export function SentimentBadge({ sentiment }: { sentiment: MemorySentiment }) {
  const { t } = useTranslation('memory');
  return (
    <Badge tone={TONE[sentiment]} data-testid="memory-sentiment">
      {t(`badges.sentiment.${sentiment}`)}
    </Badge>
  );
}
