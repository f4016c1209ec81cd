import { type RestockingUrgency, urgencyColour } from '@careledger/shared';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';
import { BADGE_TONE } from '@/lib/traffic-tone';

/** High red, medium yellow, otherwise green (spec 001 section 9). */
export function UrgencyBadge({ urgency }: { urgency: RestockingUrgency }) {
  const { t } = useTranslation('medicine');
  const colour = urgencyColour(urgency);
  return (
    <Badge tone={BADGE_TONE[colour]} data-testid="urgency" data-colour={colour}>
      {t(`restocking.urgency.${urgency}`)}
    </Badge>
  );
}
