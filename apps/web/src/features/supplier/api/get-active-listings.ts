import { PRODUCT_PAGE_SIZE_MAX, type Product } from '@careledger/shared';
import { api } from '@/lib/api-client';

/** Every active listing of the seller, all pages (the marketplace's view of them). */
export async function getActiveListings(seller: string): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page++) {
    const params = new URLSearchParams({
      seller,
      page: String(page),
      pageSize: String(PRODUCT_PAGE_SIZE_MAX),
    });
    const answer = await api.get(`/marketplace/products?${params}`, () =>
      import('./schemas').then((m) => m.productPageSchema),
    );
    products.push(...answer.items);
    if (answer.items.length === 0 || page * answer.pageSize >= answer.total) return products;
  }
}
