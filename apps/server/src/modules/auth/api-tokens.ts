import { type Permission, TOKEN_SCOPES, type TokenScope } from '@careledger/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { sha256 } from './secret-token';

/** Every API token secret starts with this, so a leaked one is recognisable (and secret scanners can find it). */
export const API_TOKEN_PREFIX = 'clt_';

/** The live token a secret names, with the permissions its scopes grant; its last use is recorded. */
export async function readApiToken({
  db,
  secret,
  now = new Date(),
}: {
  db: Database;
  secret: string;
  now?: Date;
}): Promise<{ tokenId: string; name: string; permissions: Permission[] } | null> {
  if (!secret.startsWith(API_TOKEN_PREFIX)) return null;
  const [row] = await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.tokenHash, sha256(secret)), isNull(apiTokens.revokedAt)))
    .returning();
  if (!row) return null;
  const permissions = row.scopes
    .filter((scope): scope is TokenScope => scope in TOKEN_SCOPES)
    .map((scope) => TOKEN_SCOPES[scope]);
  return { tokenId: row.id, name: row.name, permissions };
}
