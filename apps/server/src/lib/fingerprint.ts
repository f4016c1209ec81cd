import { createHash } from 'node:crypto';

/**
 * The fingerprint of a bulk action's plan (what a preview shows and a confirmed apply must still find): SHA-256
 * of its JSON, in hexadecimal. Build the plan with a stable order (rows sorted, keys written in one order).
 */
export function fingerprintOf(plan: unknown): string {
  return createHash('sha256').update(JSON.stringify(plan)).digest('hex');
}
