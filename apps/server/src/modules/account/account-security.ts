import type { ActiveSession, LoginAttempt } from '@careledger/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import type { Database } from '../../db/client';
import { accounts, loginAttempts, sessions } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import {
  endAccountSessions,
  forgetAccountSessions,
  hashPassword,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
  verifyPassword,
  verifyTotp,
} from '../auth';
import { recordProfileActivity } from '../profile';

async function accountRow(db: Database, accountId: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new Error(`account ${accountId} vanished`);
  return row;
}

/**
 * Change Password: the current password is required; every other session of the account ends (the one making
 * the change stays); a demo account stops being one (its password is no longer the published one).
 */
export async function changePassword({
  db,
  accountId,
  sessionId,
  currentPassword,
  newPassword,
}: {
  db: Database;
  accountId: string;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}): Promise<{ signedOutSessions: number }> {
  const row = await accountRow(db, accountId);
  if (!row.passwordHash || !(await verifyPassword(currentPassword, row.passwordHash))) {
    throw badRequest('currentPasswordWrong');
  }
  const passwordHash = await hashPassword(newPassword);
  return inTransaction({ db }, async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash, demo: false, passwordChangedAt: new Date() })
      .where(eq(accounts.id, accountId));
    await recordProfileActivity({ db: tx, accountId, kind: 'password_changed' });
    const signedOutSessions = await endAccountSessions({ db: tx, accountId, keepPublicId: sessionId });
    forgetAccountSessions(accountId);
    return { signedOutSessions };
  });
}

/** Enable 2FA, step one: a new secret (not in force until confirmed) and its QR code. */
export async function startTotpEnrolment({ db, accountId }: { db: Database; accountId: string }) {
  const row = await accountRow(db, accountId);
  if (row.totpEnabledAt) throw conflict('twoFactorAlreadyOn');
  const secret = newTotpSecret();
  await db.update(accounts).set({ totpSecret: secret }).where(eq(accounts.id, accountId));
  const otpauthUrl = totpUri(secret, row.email);
  return { secret, otpauthUrl, qrSvg: renderSVG(otpauthUrl) };
}

/** Enable 2FA, step two: a right code turns it on and answers the one-time recovery codes, once. */
export async function confirmTotpEnrolment({
  db,
  accountId,
  code,
  now = new Date(),
}: {
  db: Database;
  accountId: string;
  code: string;
  now?: Date;
}): Promise<{ recoveryCodes: string[] }> {
  const row = await accountRow(db, accountId);
  if (row.totpEnabledAt) throw conflict('twoFactorAlreadyOn');
  if (!row.totpSecret) throw badRequest('twoFactorNotStarted');
  if (!verifyTotp(row.totpSecret, code, now)) throw badRequest('twoFactorCodeWrong');
  const { codes, hashes } = newRecoveryCodes();
  await db
    .update(accounts)
    .set({ totpEnabledAt: now, recoveryCodes: hashes })
    .where(eq(accounts.id, accountId));
  forgetAccountSessions(accountId);
  return { recoveryCodes: codes };
}

/** Turns 2FA off; the password is asked again. */
export async function disableTotp({
  db,
  accountId,
  password,
}: {
  db: Database;
  accountId: string;
  password: string;
}) {
  const row = await accountRow(db, accountId);
  if (!row.passwordHash || !(await verifyPassword(password, row.passwordHash)))
    throw badRequest('currentPasswordWrong');
  await db
    .update(accounts)
    .set({ totpSecret: null, totpEnabledAt: null, recoveryCodes: [] })
    .where(eq(accounts.id, accountId));
  forgetAccountSessions(accountId);
}

/** View Active Sessions: the account's live sessions, newest first, the current one marked. */
export async function listActiveSessions({
  db,
  accountId,
  currentId,
  now = new Date(),
}: {
  db: Database;
  accountId: string;
  currentId: string;
  now?: Date;
}): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), eq(sessions.stage, 'active'), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.publicId,
    device: row.userAgent,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.publicId === currentId,
  }));
}

/** The login history: the account's sign-in attempts, newest first. */
export async function listLoginHistory({
  db,
  accountId,
}: {
  db: Database;
  accountId: string;
}): Promise<LoginAttempt[]> {
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.accountId, accountId))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(50);
  return rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    address: row.address,
    browser: row.userAgent,
    outcome: row.outcome as LoginAttempt['outcome'],
  }));
}
