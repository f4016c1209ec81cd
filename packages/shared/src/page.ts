import { z } from 'zod';

/** The one shape of a paged list: the page's rows, how many match in all, and which page this is. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    /** Rows matching the request in all pages: always a number, never a database string. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}
