import { formatEthAmount } from '@careledger/shared';
import { BadgeCheck, Coins, Package, Repeat, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/marketplace/stat-card';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/api-client';
import { etherToWei } from '@/lib/ether';
import { useMarketplaceStats } from '../api/get-stats';

/** Spec 000 section 2.6: six stat cards. Revenue in ETH with 2 decimals, Avg Rating with one decimal. */
export function MarketplaceStats() {
  const { t } = useTranslation('marketplace');
  const { number } = useFormat();
  const stats = useMarketplaceStats();
  if (stats.isPending) return <Spinner label={t('loading')} />;
  if (stats.isError)
    return (
      <ErrorState
        message={`${t('loadError')}: ${errorMessage(stats.error)}`}
        retryLabel={t('retry')}
        onRetry={() => void stats.refetch()}
      />
    );
  const { data } = stats;
  return (
    <ul aria-label={t('stats.label')} className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
      <StatCard
        testId="stat-products"
        label={t('stats.products')}
        value={number(data.products)}
        icon={Package}
      />
      <StatCard
        testId="stat-suppliers"
        label={t('stats.suppliers')}
        value={number(data.suppliers)}
        icon={Users}
      />
      <StatCard
        testId="stat-transactions"
        label={t('stats.transactions')}
        value={number(data.transactions)}
        icon={Repeat}
      />
      <StatCard
        testId="stat-verified"
        label={t('stats.verified')}
        value={number(data.verified)}
        icon={BadgeCheck}
      />
      <StatCard
        testId="stat-revenue"
        label={t('stats.revenue')}
        value={t('eth', { amount: formatEthAmount(etherToWei(data.revenue), 2) })}
        icon={Coins}
      />
      <StatCard
        testId="stat-avg-rating"
        label={t('stats.avgRating')}
        value={data.avgRating.toFixed(1)}
        icon={Star}
      />
    </ul>
  );
}
