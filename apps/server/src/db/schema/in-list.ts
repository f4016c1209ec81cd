import { type SQL, sql } from 'drizzle-orm';

/** `('a', 'b')` for a CHECK constraint; values are spec constants, inlined so migrations stay literal. */
export function inList(values: readonly string[]): SQL {
  return sql.raw(`(${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')})`);
}
