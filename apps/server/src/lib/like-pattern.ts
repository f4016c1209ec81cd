/**
 * A substring pattern for `LIKE`/`ILIKE`: lower-cased (to match the lower-cased search columns), with `%`, `_`
 * and `\` typed by a person taken literally, not as wildcards.
 */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
