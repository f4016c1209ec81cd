import type { Dashboard } from '@careledger/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

type Severity = Dashboard['alerts'][number]['severity'];

const TONES: Record<Severity, BadgeTone> = { error: 'danger', warning: 'warning', info: 'info' };

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[severity]}>{t(`dashboard.severity.${severity}`)}</Badge>;
}
