import type { StockStatus } from '@careledger/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { items, medicineProfiles } from '../../db/schema';
import type { MedicineProfile } from './catalogue';
import type { StockedMedicine } from './recommend';

interface CachedProfile {
  /** `updated_at` as the database prints it (microseconds): a profile is re-read only when it moved. */
  version: string;
  profile: MedicineProfile;
}

/** Parsed profiles per database (tests run several in one process; item ids repeat across them). */
const caches = new WeakMap<Database, Map<number, CachedProfile>>();

/** One medicine's live columns, as the aggregate below lists them. */
type LiveRow = [
  itemId: number,
  name: string,
  price: number,
  stock: number,
  stockStatus: StockStatus,
  threshold: number,
  unit: string,
  version: string,
];

/**
 * Every medicine the facility carries (an item with a profile, not archived) with its live stock, for the
 * recommender. Stock and prices are read on every call; the profiles, large and rarely changed, come from a
 * cache keyed by item id and `updated_at`, so a request reads them only when one changed. The live columns come
 * as one JSON text of all medicines rather than a row each: on PGlite, with 500 medicines, that took half the
 * time, and reading and parsing every profile on every request took twice as long again (see
 * docs/ARCHITECTURE.md, Medicine assistant).
 */
export async function loadStockedMedicines({ db }: { db: Database }): Promise<StockedMedicine[]> {
  const [result] = rowsOf<{ medicines: string | null }>(
    await db.execute(sql`
      select json_agg(json_build_array(i.id, i.name, i.price, i.stock_on_hand, i.stock_status, i.threshold,
        i.unit, p.updated_at::text) order by i.id)::text as medicines
      from ${medicineProfiles} p join ${items} i on i.id = p.item_id
      where i.archived_at is null`),
  );
  const rows = (JSON.parse(result?.medicines ?? '[]') as LiveRow[]).map(
    ([itemId, name, price, stock, stockStatus, threshold, unit, version]) => ({
      itemId,
      name,
      price: Number(price),
      stock,
      stockStatus,
      threshold,
      unit,
      version,
    }),
  );
  const cache = await refreshProfiles(db, rows);
  return rows.flatMap(({ version: _, ...row }) => {
    const cached = cache.get(row.itemId);
    return cached ? [{ ...row, profile: cached.profile }] : [];
  });
}

/** Reads the profiles the cache lacks or holds an older version of, and forgets those no longer listed. */
async function refreshProfiles(
  db: Database,
  rows: readonly { itemId: number; version: string }[],
): Promise<Map<number, CachedProfile>> {
  const cache = caches.get(db) ?? new Map<number, CachedProfile>();
  caches.set(db, cache);
  const stale = rows.filter((r) => cache.get(r.itemId)?.version !== r.version).map((r) => r.itemId);
  if (stale.length > 0) {
    const fresh = await db
      .select({
        itemId: medicineProfiles.itemId,
        version: sql<string>`${medicineProfiles.updatedAt}::text`,
        profile: medicineProfiles.profile,
      })
      .from(medicineProfiles)
      .where(inArray(medicineProfiles.itemId, stale));
    for (const { itemId, version, profile } of fresh) {
      // Written only by saveMedicineProfiles from a catalogue profile. Frozen: every request shares it.
      cache.set(itemId, { version, profile: deepFreeze(profile) as unknown as MedicineProfile });
    }
  }
  const listed = new Set(rows.map((r) => r.itemId));
  for (const itemId of cache.keys()) if (!listed.has(itemId)) cache.delete(itemId);
  return cache;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
