import type { Product } from '@careledger/shared';
import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { useProducts } from '@/api/marketplace/get-products';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { ProductCard } from './product-card';

interface ProductGridProps {
  query: ReturnType<typeof useProducts>;
  onBuy?: (product: Product) => void;
  onShowDetails: (product: Product) => void;
}

export function ProductGrid({ query, onBuy, onShowDetails }: ProductGridProps) {
  const { t } = useTranslation('marketplace');
  if (query.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        message={`${t('loadError')}: ${errorMessage(query.error)}`}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.items.length === 0)
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
      aria-busy={query.isPlaceholderData}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {query.data.items.map((product) => (
        <ProductCard key={product.id} product={product} onBuy={onBuy} onShowDetails={onShowDetails} />
      ))}
    </ul>
  );
}
