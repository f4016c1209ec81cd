import type { Memory, MemoryIndex } from '@careledger/shared/memory';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { memories } from '../../db/schema';
import { loadMemoryTools } from './load-memory-tools';

/** How many patients' indexes one server keeps; the least recently used is dropped first. */
export const MEMORY_INDEX_CAPACITY = 50;

interface CachedIndex {
  index: MemoryIndex;
  /** The highest memory id the index holds. */
  maxId: number;
}

/** Per database (tests run several in one process), per patient, in least-recently-used order. */
const caches = new WeakMap<Database, Map<string, CachedIndex>>();

function cacheOf(db: Database): Map<string, CachedIndex> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

function remember(cache: Map<string, CachedIndex>, patientId: string, entry: CachedIndex): void {
  cache.delete(patientId);
  cache.set(patientId, entry);
  while (cache.size > MEMORY_INDEX_CAPACITY) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

type Row = [id: number, text: string, createdAt: string];

/** The patient's memory count and those above `afterId`, read in one statement so both see the same snapshot. */
async function readSince(
  db: Database,
  patientId: string,
  afterId: number,
): Promise<{ total: number; fresh: Memory[]; maxId: number }> {
  const [row] = rowsOf<{ total: number | string; fresh: string }>(
    await db.execute(sql`
      select (select count(*) from ${memories} where patient_id = ${patientId}) as total,
        (select coalesce(json_agg(json_build_array(id, text, created_at) order by id), '[]')
          from ${memories} where patient_id = ${patientId} and id > ${afterId})::text as fresh`),
  );
  const rows = JSON.parse(row?.fresh ?? '[]') as Row[];
  return {
    total: Number(row?.total ?? 0),
    fresh: rows.map(([id, text, createdAt]) => toIndexed({ id, text, createdAt })),
    maxId: rows.reduce((max, [id]) => Math.max(max, id), afterId),
  };
}

/** A stored memory as the index holds it (string id, ISO instant). */
export function toIndexed(memory: { id: number; text: string; createdAt: Date | string }): Memory {
  return { id: String(memory.id), text: memory.text, createdAt: new Date(memory.createdAt).toISOString() };
}

/** The memories of the patient the index lacks (below its highest id: another server's, or a late commit). */
async function readMissing(db: Database, patientId: string, index: MemoryIndex): Promise<Memory[] | null> {
  const [row] = rowsOf<{ ids: string }>(
    await db.execute(sql`
      select coalesce(json_agg(id), '[]')::text as ids from ${memories} where patient_id = ${patientId}`),
  );
  const stored = JSON.parse(row?.ids ?? '[]') as number[];
  const missing = stored.filter((id) => !index.get(String(id)));
  // More in the index than stored: only a deletion does that, and the index is rebuilt.
  if (index.size + missing.length !== stored.length) return null;
  if (missing.length === 0) return [];
  const rows = await db
    .select({ id: memories.id, text: memories.text, createdAt: memories.createdAt })
    .from(memories)
    .where(inArray(memories.id, missing));
  return rows.map(toIndexed);
}

/**
 * The patient's searchable memories, kept between requests. Each call checks it against the database in one
 * cheap statement: the index only receives committed memories, so it is complete when it holds as many as are
 * stored. Memories above its highest id (told since, here or on another server) are added; when some below it
 * are missing too (another server's, or a transaction that committed late), their ids are read and they are
 * added; anything else rebuilds it.
 */
export async function loadPatientIndex(db: Database, patientId: string): Promise<MemoryIndex> {
  const cache = cacheOf(db);
  const cached = cache.get(patientId);
  const since = await readSince(db, patientId, cached?.maxId ?? 0);
  let entry: CachedIndex;
  if (cached) {
    cached.index.addAll(since.fresh);
    entry = { index: cached.index, maxId: Math.max(cached.maxId, since.maxId) };
  } else {
    const { createMemoryIndex } = await loadMemoryTools();
    entry = { index: createMemoryIndex(since.fresh), maxId: since.maxId };
  }
  if (entry.index.size !== since.total) {
    const missing = await readMissing(db, patientId, entry.index);
    if (missing) entry.index.addAll(missing);
    else entry = await rebuild(db, patientId);
  }
  remember(cache, patientId, entry);
  return entry.index;
}

async function rebuild(db: Database, patientId: string): Promise<CachedIndex> {
  const all = await readSince(db, patientId, 0);
  const { createMemoryIndex } = await loadMemoryTools();
  return { index: createMemoryIndex(all.fresh), maxId: all.maxId };
}

/** Adds a memory that has just been committed to the patient's index, when this server keeps one. */
export function addToPatientIndex(
  db: Database,
  patientId: string,
  memory: { id: number; text: string; createdAt: Date | string },
): void {
  const cached = cacheOf(db).get(patientId);
  if (!cached) return;
  cached.index.add(toIndexed(memory));
  cached.maxId = Math.max(cached.maxId, memory.id);
}
