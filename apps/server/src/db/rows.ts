/**
 * The rows of a raw `db.execute` result. PGlite and node-postgres both answer `{ rows }`, but Drizzle types the
 * result of the shared `Database` loosely, so callers name the row type here once.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: unknown[] }).rows ?? []) as T[];
}
