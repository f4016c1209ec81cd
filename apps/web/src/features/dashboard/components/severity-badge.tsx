import type { Dashboard } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';

type Severity = Dashboard['alerts'][number]['severity'];

const TONES: Record<Severity, BadgeTone> = { error: 'danger', warning: 'warning', info: 'info' };

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[severity]}>{t(`dashboard.severity.${severity}`)}</Badge>;
}
