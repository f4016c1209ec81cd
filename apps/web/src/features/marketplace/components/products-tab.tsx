import { type MarketplaceCategoryFilter, PRODUCT_PAGE_SIZE, type Product } from '@careledger/shared';
import { useId, useState } from 'react';
import { useProducts } from '@/api/marketplace/get-products';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { lazyPanel } from '@/components/ui/lazy-panel';
import { Pagination } from '@/components/ui/pagination';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { useTranslation } from '@/lib/i18n';
import { countActiveFilters, NO_FILTERS, type ProductFilters, toProductQuery } from '../lib/product-filters';
import { CategorySelect } from './category-select';
import { FiltersButton } from './filters-button';
import { ProductGrid } from './product-grid';
import { SearchBox } from './search-box';

// Neither is on the screen at first: their code (the panel's switches, the dialog's) comes when someone may use it.
const FiltersPanel = lazyPanel(() => import('./filters-panel').then(({ FiltersPanel }) => FiltersPanel));
const ProductDetailsDialog = lazyDialog(() =>
  import('./product-details-dialog').then(({ ProductDetailsDialog }) => ProductDetailsDialog),
);

/** `onBuy` is absent for a visitor or a role that may not trade: the cards then offer no Buy Now. */
export function ProductsTab({ onBuy }: { onBuy?: (product: Product) => void }) {
  const { t } = useTranslation('marketplace');
  const panelId = useId();
  const { search, setSearch, searchQuery, page, setPage, resetPage } = usePagedSearch();
  const [category, setCategory] = useState<MarketplaceCategoryFilter>('all');
  const [filters, setFilters] = useState<ProductFilters>(NO_FILTERS);
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  const [details, setDetails] = useState<Product | null>(null);
  const products = useProducts(
    toProductQuery({ search: searchQuery ?? '', category, filters, page, pageSize: PRODUCT_PAGE_SIZE }),
  );

  return (
    <div className="space-y-4">
      <search aria-label={t('toolbar.label')} className="flex flex-col gap-3 sm:flex-row">
        <SearchBox value={search} onChange={setSearch} />
        <CategorySelect
          value={category}
          onChange={(value) => {
            setCategory(value);
            resetPage();
          }}
        />
        <FiltersButton
          activeCount={countActiveFilters(filters)}
          isOpen={isPanelOpen}
          panelId={panelId}
          onToggle={() => setIsPanelOpen(!isPanelOpen)}
        />
      </search>
      {isPanelOpen ? (
        <FiltersPanel
          id={panelId}
          applied={filters}
          onApply={(next) => {
            setFilters(next);
            resetPage();
          }}
        />
      ) : null}
      <ProductGrid query={products} onBuy={onBuy} onShowDetails={setDetails} />
      {products.data ? (
        <Pagination
          page={products.data.page}
          pageSize={products.data.pageSize}
          total={products.data.total}
          onPageChange={setPage}
        />
      ) : null}
      {details ? <ProductDetailsDialog product={details} onClose={() => setDetails(null)} /> : null}
    </div>
  );
}
