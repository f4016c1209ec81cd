import type { ApiToken, AuditEntry } from '@careledger/shared';
import { and, count, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, apiTokens, auditLog, sessions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { API_TOKEN_PREFIX, newSecretToken, sha256 } from '../auth';

/** Every account's live sessions, most recently seen first. */
export async function listAllSessions({
  db,
  currentId,
  now = new Date(),
}: {
  db: Database;
  currentId: string;
  now?: Date;
}) {
  const rows = await db
    .select({ session: sessions, name: accounts.name, email: accounts.email })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.stage, 'active'), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(500);
  return rows.map(({ session, name, email }) => ({
    id: session.publicId,
    device: session.userAgent,
    address: session.address,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.publicId === currentId,
    accountId: session.accountId,
    accountName: name,
    accountEmail: email,
  }));
}

/** The audit log, newest first, a page at a time; read-only (the table refuses UPDATE and DELETE). */
export async function listAudit({
  db,
  page,
  pageSize,
  actorId,
  method,
}: {
  db: Database;
  page: number;
  pageSize: number;
  actorId?: string | undefined;
  method?: string | undefined;
}) {
  const filters: SQL[] = [];
  if (actorId) filters.push(eq(auditLog.actorId, actorId));
  if (method) filters.push(eq(auditLog.method, method));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const items: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, name: row.actorName },
    method: row.method,
    route: row.route,
    path: row.path,
    status: row.status,
    address: row.address,
  }));
  return { items, total: total?.n ?? 0, page, pageSize };
}

function toApiToken(row: typeof apiTokens.$inferSelect): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiTokens(db: Database): Promise<ApiToken[]> {
  return (await db.select().from(apiTokens).orderBy(desc(apiTokens.createdAt))).map(toApiToken);
}

/** A machine credential: the secret is answered once; only its SHA-256 and first characters are kept. */
export async function createApiToken({
  db,
  name,
  scopes,
  createdBy,
}: {
  db: Database;
  name: string;
  scopes: string[];
  createdBy: string;
}): Promise<{ token: ApiToken; secret: string }> {
  const secret = newSecretToken(API_TOKEN_PREFIX);
  const [row] = await db
    .insert(apiTokens)
    .values({
      name,
      scopes: [...new Set(scopes)],
      tokenHash: sha256(secret),
      prefix: secret.slice(0, 10),
      createdBy,
    })
    .returning();
  if (!row) throw new Error('inserting an API token returned no row');
  return { token: toApiToken(row), secret };
}

export async function revokeApiToken({ db, id, now = new Date() }: { db: Database; id: string; now?: Date }) {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning();
  if (!row) throw notFound('apiTokenNotFound', { id });
  return toApiToken(row);
}
