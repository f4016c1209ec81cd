import { PRODUCT_PAGE_SIZE, type ProductPage } from '@careledger/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The seller's own listings, deactivated ones included (spec 000 section 6: supplier equals the wallet). */
export function getSellerProducts(seller: string, page: number): Promise<ProductPage> {
  const params = new URLSearchParams({
    seller,
    includeInactive: 'true',
    page: String(page),
    pageSize: String(PRODUCT_PAGE_SIZE),
  });
  return api.get(`/marketplace/products?${params}`, () =>
    import('./schemas').then((m) => m.productPageSchema),
  );
}

export function useSellerProducts(seller: string, page: number) {
  return useQuery({
    queryKey: queryKeys.marketplace.products({
      seller,
      includeInactive: true,
      page,
      pageSize: PRODUCT_PAGE_SIZE,
    }),
    queryFn: () => getSellerProducts(seller, page),
    placeholderData: keepPreviousData,
  });
}
