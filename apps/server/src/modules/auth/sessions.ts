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
  if (touch && now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return {
    publicId: row.session.publicId,
    account: toSignedInAccount(row.account),
    permissions: ROLE_PERMISSIONS[row.account.role],
    expiresAt: row.session.expiresAt,
    idleTimeoutMinutes,
  };
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
  await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
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
    .returning({ publicId: sessions.publicId });
  return rows.length;
}
