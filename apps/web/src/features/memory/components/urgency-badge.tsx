import { urgencyTone } from '@careledger/shared';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { BADGE_TONE } from '@/lib/traffic-tone';

/** High urgency red, medium yellow (spec 001 section 9); an entry of normal urgency has none. */
export function UrgencyBadge({ level }: { level: 'medium' | 'high' }) {
  const { t } = useTranslation('memory');
  const tone = urgencyTone(level) ?? 'yellow';
  return (
    <Badge tone={BADGE_TONE[tone]} data-testid="memory-urgency" data-colour={tone}>
      {t(`badges.urgency.${level}`)}
    </Badge>
  );
}
