import { formatEthAmount } from '@careledger/shared';
import { BadgeCheck, Coins, Package, Repeat, Star, Users } from 'lucide-react';
import { StatCard } from '@/components/marketplace/stat-card';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner, SpinningIcon } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/api-client';
import { etherToWei } from '@/lib/ether';
import { useTranslation } from '@/lib/i18n';
import { useMarketplaceStats } from '../api/get-stats';

const CARDS = [
  { id: 'products', testId: 'stat-products', icon: Package },
  { id: 'suppliers', testId: 'stat-suppliers', icon: Users },
  { id: 'transactions', testId: 'stat-transactions', icon: Repeat },
  { id: 'verified', testId: 'stat-verified', icon: BadgeCheck },
  { id: 'revenue', testId: 'stat-revenue', icon: Coins },
  { id: 'avgRating', testId: 'stat-avg-rating', icon: Star },
] as const;

type CardId = (typeof CARDS)[number]['id'];

const GRID = 'grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6';

/** Spec 000 section 2.6: six stat cards. Revenue in ETH with 2 decimals, Avg Rating with one decimal. */
export function MarketplaceStats() {
  const { t } = useTranslation('marketplace');
  const { number } = useFormat();
  const stats = useMarketplaceStats();
  if (stats.isPending)
    // The cards' own room while the stats load: the products below do not jump down when they arrive.
    return (
      <div aria-busy="true">
        <Spinner label={t('loading')} className="sr-only" />
        <ul aria-hidden="true" className={GRID}>
          {CARDS.map(({ id, icon }) => (
            <StatCard
              key={id}
              label={t(`stats.${id}`)}
              value={<SpinningIcon className="size-5 text-slate-400" />}
              icon={icon}
            />
          ))}
        </ul>
      </div>
    );
  if (stats.isError)
    return (
      <ErrorState
        message={`${t('loadError')}: ${errorMessage(stats.error)}`}
        retryLabel={t('retry')}
        onRetry={() => void stats.refetch()}
      />
    );
  const { data } = stats;
  const values: Record<CardId, string> = {
    products: number(data.products),
    suppliers: number(data.suppliers),
    transactions: number(data.transactions),
    verified: number(data.verified),
    revenue: t('eth', { amount: formatEthAmount(etherToWei(data.revenue), 2) }),
    avgRating: data.avgRating.toFixed(1),
  };
  return (
    <ul aria-label={t('stats.label')} className={GRID}>
      {CARDS.map(({ id, testId, icon }) => (
        <StatCard key={id} testId={testId} label={t(`stats.${id}`)} value={values[id]} icon={icon} />
      ))}
    </ul>
  );
}
