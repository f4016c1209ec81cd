import { formatEthAmount, type SupplierStats as Stats } from '@careledger/shared';
import { CalendarDays, Clock, Coins, Package, ShoppingCart, Star } from 'lucide-react';
import { StatCard } from '@/components/marketplace/stat-card';
import { useFormat } from '@/hooks/use-format';
import { etherToWei } from '@/lib/ether';
import { useTranslation } from '@/lib/i18n';

/** Spec 000 section 2.7: six stat cards; sales in ETH with 2 decimals, Avg Rating with one decimal. */
export function SupplierStats({ stats }: { stats: Stats }) {
  const { t } = useTranslation('marketplace');
  const { number } = useFormat();
  const eth = (amount: string) => t('eth', { amount: formatEthAmount(etherToWei(amount), 2) });
  return (
    <ul aria-label={t('stats.label')} className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
      <StatCard
        testId="stat-products"
        label={t('supplier.stats.products')}
        value={number(stats.products)}
        icon={Package}
      />
      <StatCard
        testId="stat-orders"
        label={t('supplier.stats.orders')}
        value={number(stats.orders)}
        icon={ShoppingCart}
      />
      <StatCard
        testId="stat-total-sales"
        label={t('supplier.stats.totalSales')}
        value={eth(stats.totalSales)}
        icon={Coins}
      />
      <StatCard
        testId="stat-this-month"
        label={t('supplier.stats.thisMonth')}
        value={eth(stats.thisMonth)}
        icon={CalendarDays}
      />
      <StatCard
        testId="stat-pending"
        label={t('supplier.stats.pending')}
        value={number(stats.pending)}
        icon={Clock}
      />
      <StatCard
        testId="stat-avg-rating"
        label={t('supplier.stats.avgRating')}
        value={stats.avgRating.toFixed(1)}
        icon={Star}
      />
    </ul>
  );
}
