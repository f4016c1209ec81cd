import type { Product } from '@careledger/shared';
import { PackageSearch } from 'lucide-react';
import { useDeferredValue } from 'react';
import type { useProducts } from '@/api/marketplace/get-products';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useWalletSession } from '../lib/use-wallet-session';
import { ProductCard } from './product-card';

interface ProductGridProps {
  query: ReturnType<typeof useProducts>;
  onBuy?: (product: Product) => void;
  onShowDetails: (product: Product) => void;
}

export function ProductGrid({ query, onBuy, onShowDetails }: ProductGridProps) {
  const { t } = useTranslation('marketplace');
  // A page of cards is the screen's largest render: it runs in the background, in slices that leave the page
  // responsive, and the spinner (or the page shown before) stays until it is ready.
  const page = useDeferredValue(query.data);
  const canBuy = useWalletSession().canTransact;
  const spinner = (
    <div className="flex justify-center py-16">
      <Spinner label={t('loading')} />
    </div>
  );
  if (query.isPending) return spinner;
  if (query.isError)
    return (
      <ErrorState
        message={`${t('loadError')}: ${errorMessage(query.error)}`}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (!page) return spinner;
  if (page.items.length === 0)
    return (
      <EmptyState
        icon={<PackageSearch aria-hidden="true" className="size-10 text-slate-400" />}
        title={t('empty.products')}
        description={t('empty.productsHint')}
      />
    );
  return (
    <ul
      aria-label={t('product.listLabel')}
      aria-busy={query.isPlaceholderData || page !== query.data}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {page.items.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          onBuy={onBuy}
          canBuy={canBuy}
          onShowDetails={onShowDetails}
        />
      ))}
    </ul>
  );
}
