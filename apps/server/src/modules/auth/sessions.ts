import {
  type AccountRole,
  type Permission,
  ROLE_PERMISSIONS,
  SESSION_ABSOLUTE_HOURS,
  SESSION_IDLE_MINUTES,
  type Session,
  TOTP_CHALLENGE_MINUTES,
} from '@careledger/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions, settings } from '../../db/schema';
import { newSecretToken, sha256 } from './secret-token';

/** Where a request came from, as sessions and login attempts record it. */
export interface ClientInfo {
  address: string;
  userAgent: string;
}

/** The account a session belongs to, as the access check and handlers need it. */
export interface SignedInAccount {
  id: string;
  name: string;
  email: string;
  role: AccountRole;
  demo: boolean;
  twoFactor: boolean;
}

export interface ActiveSessionRow {
  publicId: string;
  account: SignedInAccount;
  permissions: readonly Permission[];
  expiresAt: Date;
  idleTimeoutMinutes: number | null;
}

/** last_seen_at is written at most this often per session, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Sessions read in the last SESSION_CACHE_MS, by token hash, so a page's burst of requests costs one query
 * (`npm run bench` measures the check). Every way this server ends a session or changes an account forgets its
 * entries at once (endSession, endAccountSessions, endSessionByPublicId, forgetAccountSessions); a session
 * ended by another server behind the same database stops working here within SESSION_CACHE_MS.
 */
export const SESSION_CACHE_MS = 2_000;
interface CachedSession {
  row: ActiveSessionRow;
  lastSeenAt: number;
  cachedAt: number;
}
const cache = new Map<string, CachedSession>();

function remember(idHash: string, entry: CachedSession): void {
  if (cache.size >= 10_000) {
    for (const [key, value] of cache)
      if (entry.cachedAt - value.cachedAt >= SESSION_CACHE_MS) cache.delete(key);
  }
  cache.set(idHash, entry);
}

/** Forgets the cached sessions of an account: call after any change to its role, status, or sessions. */
export function forgetAccountSessions(accountId: string): void {
  for (const [key, value] of cache) if (value.row.account.id === accountId) cache.delete(key);
}

/** Starts a session (a new id every time, never one the browser brought: no fixation). Returns the cookie's token. */
export async function createSession({
  db,
  accountId,
  stage,
  client,
  now = new Date(),
}: {
  db: Database;
  accountId: string;
  stage: 'code' | 'active';
  client: ClientInfo;
  now?: Date;
}): Promise<{ token: string; expiresAt: Date; publicId: string }> {
  const token = newSecretToken();
  const minutes = stage === 'code' ? TOTP_CHALLENGE_MINUTES : SESSION_ABSOLUTE_HOURS * 60;
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  const [row] = await db
    .insert(sessions)
    .values({
      idHash: sha256(token),
      accountId,
      stage,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      address: client.address.slice(0, 100),
      userAgent: client.userAgent.slice(0, 400),
    })
    .returning({ publicId: sessions.publicId });
  if (!row) throw new Error('inserting a session returned no row');
  return { token, expiresAt, publicId: row.publicId };
}

/**
 * The session a cookie token names, if it is still good: active stage, not past its absolute lifetime, not idle
 * longer than SESSION_IDLE_MINUTES when the account's Auto Logout is on, the account not disabled. A session
 * found dead is deleted. A live one has its last-seen time moved on (at most once a minute).
 */
export async function readSession({
  db,
  token,
  now = new Date(),
  touch = true,
}: {
  db: Database;
  token: string;
  now?: Date;
  /** Move last-seen on (a request by the person); false for checks made on their behalf (an open stream). */
  touch?: boolean;
}): Promise<ActiveSessionRow | null> {
  const idHash = sha256(token);
  const at = now.getTime();
  const cached = cache.get(idHash);
  if (cached && at >= cached.cachedAt && at - cached.cachedAt < SESSION_CACHE_MS) {
    const { row: live, lastSeenAt } = cached;
    const idleMs =
      live.idleTimeoutMinutes === null ? Number.POSITIVE_INFINITY : live.idleTimeoutMinutes * 60_000;
    if (live.expiresAt.getTime() > at && at - lastSeenAt <= idleMs) {
      if (touch && at - lastSeenAt > TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
        cached.lastSeenAt = at;
      }
      return live;
    }
  }
  cache.delete(idHash);
  const [row] = await db
    .select({ session: sessions, account: accounts, autoLogout: settings.values })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(settings, eq(settings.accountId, sessions.accountId))
    .where(eq(sessions.idHash, idHash));
  if (!row || row.session.stage !== 'active') return null;
  const idleTimeoutMinutes = row.autoLogout?.autoLogout ? SESSION_IDLE_MINUTES : null;
  const idle =
    idleTimeoutMinutes !== null &&
    now.getTime() - row.session.lastSeenAt.getTime() > idleTimeoutMinutes * 60_000;
  if (row.session.expiresAt <= now || idle || row.account.disabled) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  let lastSeenAt = row.session.lastSeenAt.getTime();
  if (touch && at - lastSeenAt > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    lastSeenAt = at;
  }
  const live: ActiveSessionRow = {
    publicId: row.session.publicId,
    account: toSignedInAccount(row.account),
    permissions: ROLE_PERMISSIONS[row.account.role],
    expiresAt: row.session.expiresAt,
    idleTimeoutMinutes,
  };
  remember(idHash, { row: live, lastSeenAt, cachedAt: at });
  return live;
}

export function toSignedInAccount(row: typeof accounts.$inferSelect): SignedInAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    demo: row.demo,
    twoFactor: row.totpEnabledAt !== null,
  };
}

export function toSessionBody(session: ActiveSessionRow): Session {
  return {
    account: session.account,
    permissions: [...session.permissions],
    expiresAt: session.expiresAt.toISOString(),
    idleTimeoutMinutes: session.idleTimeoutMinutes,
  };
}

/** Ends the session a cookie token names (Sign Out). */
export async function endSession({ db, token }: { db: Database; token: string }): Promise<void> {
  const idHash = sha256(token);
  cache.delete(idHash);
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/**
 * Ends one session by its public id (a list's Sign out button); only the account's own when `accountId` is
 * given. Returns whether there was such a session.
 */
export async function endSessionByPublicId({
  db,
  publicId,
  accountId,
}: {
  db: Database;
  publicId: string;
  accountId?: string;
}): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(
      accountId
        ? and(eq(sessions.publicId, publicId), eq(sessions.accountId, accountId))
        : eq(sessions.publicId, publicId),
    )
    .returning({ idHash: sessions.idHash });
  for (const { idHash } of rows) cache.delete(idHash);
  return rows.length > 0;
}

/** Ends every session of an account but the one named (all of them when none is): password change, disable. */
export async function endAccountSessions({
  db,
  accountId,
  keepPublicId,
}: {
  db: Database;
  accountId: string;
  keepPublicId?: string;
}): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      keepPublicId
        ? and(eq(sessions.accountId, accountId), ne(sessions.publicId, keepPublicId))
        : eq(sessions.accountId, accountId),
    )
    .returning({ idHash: sessions.idHash });
  for (const { idHash } of rows) cache.delete(idHash);
  return rows.length;
}
