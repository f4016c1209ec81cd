import { eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, medicineProfiles } from '../../db/schema';

/** How long the names are reused: a medicine added to the inventory is recognised within this time. */
export const MEDICINE_NAMES_TTL_MS = 30_000;

interface CachedNames {
  loadedAt: number;
  names: Promise<readonly string[]>;
}

/** Per database: tests run several in one process. */
const caches = new WeakMap<Database, CachedNames>();

/**
 * The names of the medicines the facility carries (items with a medicine profile, not archived), so the engine
 * recognises "Amoxicillin 500 mg capsules" as a medicine. Read at most every MEDICINE_NAMES_TTL_MS per database:
 * they change rarely and every memory and question needs them.
 */
export function loadMedicineNames(db: Database, now = Date.now()): Promise<readonly string[]> {
  const cached = caches.get(db);
  if (cached && now - cached.loadedAt < MEDICINE_NAMES_TTL_MS) return cached.names;
  const names = readMedicineNames(db);
  caches.set(db, { loadedAt: now, names });
  // A failed read is not kept: the next call tries again.
  names.catch(() => {
    if (caches.get(db)?.names === names) caches.delete(db);
  });
  return names;
}

async function readMedicineNames(db: Database): Promise<readonly string[]> {
  const rows = await db
    .select({ name: items.name })
    .from(medicineProfiles)
    .innerJoin(items, eq(items.id, medicineProfiles.itemId))
    .where(isNull(items.archivedAt));
  return rows.map((row) => row.name);
}
