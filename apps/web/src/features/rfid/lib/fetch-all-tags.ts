import type { RfidTag } from '@careledger/shared';
import { getTags } from '../api/get-tags';

/** The largest page the tags endpoint serves (rfidTagsQuerySchema). */
export const EXPORT_PAGE_SIZE = 200;

/**
 * Every tag matching `search`, read a page at a time. Tags added or removed while reading shift the pages, so a
 * short or empty page ends the read whatever the total said, and a tag seen twice is kept once.
 */
export async function fetchAllTags(search?: string): Promise<RfidTag[]> {
  const query = search?.trim() || undefined;
  const tags = new Map<string, RfidTag>();
  for (let page = 1; ; page++) {
    const result = await getTags({ search: query, page, pageSize: EXPORT_PAGE_SIZE });
    for (const tag of result.items) tags.set(tag.tagId, tag);
    if (result.items.length < EXPORT_PAGE_SIZE || page * EXPORT_PAGE_SIZE >= result.total) break;
  }
  return [...tags.values()];
}
