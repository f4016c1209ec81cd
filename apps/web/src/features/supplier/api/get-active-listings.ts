import { PRODUCT_PAGE_SIZE_MAX, type Product } from '@careledger/shared';
import { getProducts } from '@/api/marketplace/get-products';

/** Every active listing of the seller, all pages (the marketplace's view of them). */
export async function getActiveListings(seller: string): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page++) {
    const answer = await getProducts({ seller, page, pageSize: PRODUCT_PAGE_SIZE_MAX });
    products.push(...answer.items);
    if (answer.items.length === 0 || page * answer.pageSize >= answer.total) return products;
  }
}
