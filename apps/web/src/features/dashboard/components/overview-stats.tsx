import type { Dashboard } from '@careledger/shared';
import { AlertTriangle, Boxes, ShieldCheck, TrendingDown } from 'lucide-react';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { StatCard } from './stat-card';

export function OverviewStats({ overview }: { overview: Dashboard['overview'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label={t('dashboard.overview.totalItems')}
        value={format.number(overview.totalItems)}
        icon={Boxes}
        tone="brand"
      />
      <StatCard
        label={t('dashboard.overview.lowStock')}
        value={format.number(overview.lowStock)}
        icon={TrendingDown}
        tone="warning"
      />
      <StatCard
        label={t('dashboard.overview.critical')}
        value={format.number(overview.criticalStock)}
        icon={AlertTriangle}
        tone="danger"
      />
      <StatCard
        label={t('dashboard.overview.verified')}
        value={format.number(overview.verifiedItems)}
        icon={ShieldCheck}
        tone="success"
      />
    </ul>
  );
}
