// @vitest-environment node
import type { RfidTag } from '@careledger/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/testing/stub-api';
import { EXPORT_PAGE_SIZE, fetchAllTags } from './fetch-all-tags';

const tag = (n: number): RfidTag => ({
  tagId: `30340000000000000000${String(n).padStart(4, '0')}`,
  itemId: n,
  itemName: `Supply ${n}`,
  status: 'active',
  generatedAt: '2026-03-01T08:00:00.000Z',
  lastScan: null,
  location: null,
  batteryLevel: null,
  signalStrength: null,
  pureIdentityUri: `urn:epc:id:sgtin:0000000.000000.${n}`,
});

/** GET /api/rfid/tags over `tags`, paged as the server pages; `total` can be made to lie. */
function stubTagsApi(tags: RfidTag[], total: (page: number) => number = () => tags.length) {
  return stubApi({
    '/api/rfid/tags': (input: string) => {
      const url = new URL(input, 'http://localhost');
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const items = tags.slice((page - 1) * pageSize, page * pageSize);
      return json({ items, total: total(page), page, pageSize });
    },
  });
}
const requested = (fetch: ReturnType<typeof stubTagsApi>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

describe('fetchAllTags', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads 450 tags in pages of 200', async () => {
    const tags = Array.from({ length: 450 }, (_, i) => tag(i + 1));
    const fetch = stubTagsApi(tags);

    const result = await fetchAllTags('  gauze ');

    expect(result.map((t) => t.tagId)).toEqual(tags.map((t) => t.tagId));
    const urls = requested(fetch);
    expect(urls.map((url) => url.pathname)).toEqual(['/api/rfid/tags', '/api/rfid/tags', '/api/rfid/tags']);
    expect(urls.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    for (const url of urls) {
      expect(url.searchParams.get('pageSize')).toBe(String(EXPORT_PAGE_SIZE));
      expect(url.searchParams.get('search')).toBe('gauze');
    }
  });

  it('sends no search when there is none', async () => {
    const fetch = stubTagsApi([tag(1)]);
    expect(await fetchAllTags('')).toHaveLength(1);
    expect(requested(fetch)[0]?.searchParams.has('search')).toBe(false);
  });

  it('stops at a full last page when the total says so', async () => {
    const fetch = stubTagsApi(Array.from({ length: 400 }, (_, i) => tag(i + 1)));
    expect(await fetchAllTags()).toHaveLength(400);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops on a short or empty page even when the total grows meanwhile', async () => {
    const tags = Array.from({ length: 400 }, (_, i) => tag(i + 1));
    const fetch = stubTagsApi(tags, (page) => 400 + page * 100);
    expect(await fetchAllTags()).toHaveLength(400);
    // Page 3 is empty though the total claims 700: reading ends there.
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps a tag once when an insertion shifts it onto the next page', async () => {
    const tags = Array.from({ length: 300 }, (_, i) => tag(i + 1));
    stubApi({
      '/api/rfid/tags': (input: string) => {
        const page = Number(new URL(input, 'http://localhost').searchParams.get('page'));
        // After page 1 is read a tag sorts in first, so page 2 starts again with tag 200.
        const current = page === 1 ? tags : [tag(999), ...tags];
        const items = current.slice((page - 1) * 200, page * 200);
        return json({ items, total: current.length, page, pageSize: 200 });
      },
    });

    const result = await fetchAllTags();

    expect(result.map((t) => t.tagId)).toEqual(tags.map((t) => t.tagId));
  });
});
