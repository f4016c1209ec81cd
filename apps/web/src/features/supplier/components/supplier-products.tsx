import { PRODUCT_PAGE_SIZE } from '@careledger/shared';
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useProducts } from '@/api/marketplace/get-products';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { SupplierProductCard } from './supplier-product-card';

/** Only the wallet's own listings, deactivated ones included (spec 000 section 6: supplier equals the wallet). */
export function SupplierProducts({ seller }: { seller: string }) {
  const { t } = useTranslation('marketplace');
  const [page, setPage] = useState(1);
  const products = useProducts({ seller, includeInactive: true, page, pageSize: PRODUCT_PAGE_SIZE });
  if (products.isPending) return <Spinner label={t('loading')} />;
  if (products.isError)
    return (
      <ErrorState
        message={`${t('supplier.loadError')}: ${errorMessage(products.error)}`}
        retryLabel={t('retry')}
        onRetry={() => void products.refetch()}
      />
    );
  const { items, total, pageSize } = products.data;
  if (items.length === 0)
    return (
      <EmptyState
        icon={<PackagePlus aria-hidden="true" className="size-10 text-slate-400" />}
        title={t('supplier.empty.products')}
        description={t('supplier.empty.productsHint')}
      />
    );
  return (
    <div className="space-y-4">
      <ul
        aria-label={t('supplier.productsLabel')}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {items.map((product) => (
          <SupplierProductCard key={product.id} product={product} />
        ))}
      </ul>
      <Pagination page={products.data.page} pageSize={pageSize} total={total} onPageChange={setPage} />
    </div>
  );
}
