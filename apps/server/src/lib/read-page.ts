import type { Page } from '@careledger/shared';

export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface PageReads<Row> {
  /** The page's rows, read with this limit and offset. */
  rows: (window: { limit: number; offset: number }) => Promise<Row[]>;
  /** How many rows match in all, as a `{ n }` row (drizzle's count()). */
  count: () => Promise<{ n: number | string }[]>;
}

/** Reads one page of a list and its total side by side, in the shape every paged list answers with. */
export async function readPage<Row>(
  { page, pageSize }: PageRequest,
  reads: PageReads<Row>,
): Promise<Page<Row>> {
  const [items, [total]] = await Promise.all([
    reads.rows({ limit: pageSize, offset: (page - 1) * pageSize }),
    reads.count(),
  ]);
  return { items, total: Number(total?.n ?? 0), page, pageSize };
}
