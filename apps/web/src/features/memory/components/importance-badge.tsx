import { importanceTone } from '@careledger/shared';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { BADGE_TONE } from '@/lib/traffic-tone';

/** "{n}% important": 0.8 or more red, 0.6 or more yellow, below that green (spec 001 section 9). */
export function ImportanceBadge({ score }: { score: number }) {
  const { t } = useTranslation('memory');
  const format = useFormat();
  const tone = importanceTone(score);
  return (
    <Badge tone={BADGE_TONE[tone]} data-testid="memory-importance" data-colour={tone}>
      {t('badges.importance', { percent: format.percent(score) })}
    </Badge>
  );
}
