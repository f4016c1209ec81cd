import type { LOGIN_OUTCOMES } from '@careledger/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, loginAttempts, sessions } from '../../db/schema';
import { AppError, errorText, unauthenticated } from '../../lib/app-error';
import { spendHashTime, verifyPassword } from './password';
import { sha256 } from './secret-token';
import { type ClientInfo, createSession } from './sessions';
import { secondsUntilAllowed } from './throttle';
import { hashRecoveryCode, verifyTotp } from './totp';

type Outcome = (typeof LOGIN_OUTCOMES)[number];

export type SignInStep =
  | { status: 'signedIn'; token: string; expiresAt: Date }
  | { status: 'codeRequired'; token: string; expiresAt: Date };

async function record(
  db: Database,
  attempt: { email: string; accountId: string | null; client: ClientInfo; outcome: Outcome; now: Date },
) {
  await db.insert(loginAttempts).values({
    email: attempt.email.slice(0, 254),
    accountId: attempt.accountId,
    address: attempt.client.address.slice(0, 100),
    userAgent: attempt.client.userAgent.slice(0, 400),
    outcome: attempt.outcome,
    at: attempt.now,
  });
}

function throttled(seconds: number): AppError {
  return new AppError('THROTTLED', 429, errorText('signInThrottled', { count: seconds }), {
    retryAfter: seconds,
  });
}

/**
 * Checks an email and password. Every attempt is recorded; an unknown email and a wrong password answer the same
 * sentence after the same hash work; repeated failures per email and per address wait longer each time. A right
 * password opens a session, or, with 2FA on, a short-lived session that still owes a code.
 */
export async function signIn({
  db,
  email: typed,
  password,
  client,
  now = new Date(),
}: {
  db: Database;
  email: string;
  password: string;
  client: ClientInfo;
  now?: Date;
}): Promise<SignInStep> {
  const email = typed.trim().toLowerCase();
  const wait = await secondsUntilAllowed({ db, email, address: client.address, now });
  if (wait > 0) {
    await record(db, { email, accountId: null, client, outcome: 'throttled', now });
    throw throttled(wait);
  }
  const [account] = await db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email));
  let passwordOk = false;
  if (account?.passwordHash) passwordOk = await verifyPassword(password, account.passwordHash);
  else await spendHashTime(password);
  if (!account || !passwordOk) {
    await record(db, { email, accountId: account?.id ?? null, client, outcome: 'failed', now });
    throw unauthenticated('signInFailed');
  }
  if (account.disabled) {
    await record(db, { email, accountId: account.id, client, outcome: 'disabled', now });
    throw new AppError('FORBIDDEN', 403, errorText('accountDisabled'));
  }
  const stage = account.totpEnabledAt ? 'code' : 'active';
  await record(db, {
    email,
    accountId: account.id,
    client,
    outcome: stage === 'code' ? 'code_required' : 'success',
    now,
  });
  const session = await createSession({ db, accountId: account.id, stage, client, now });
  return { status: stage === 'code' ? 'codeRequired' : 'signedIn', ...session };
}

/**
 * The second step with 2FA on: the token of the half-open session and a TOTP or an unused recovery code (which is
 * then spent). A right code replaces the half-open session with a new active one (a new id again).
 */
export async function completeSignIn({
  db,
  token,
  code,
  client,
  now = new Date(),
}: {
  db: Database;
  token: string;
  code: string;
  client: ClientInfo;
  now?: Date;
}): Promise<{ token: string; expiresAt: Date }> {
  const [row] = await db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.idHash, sha256(token)));
  if (row?.session.stage !== 'code' || row.session.expiresAt <= now)
    throw unauthenticated('signInCodeExpired');
  const { account } = row;
  const email = account.email.toLowerCase();
  const wait = await secondsUntilAllowed({ db, email, address: client.address, now });
  if (wait > 0) {
    await record(db, { email, accountId: account.id, client, outcome: 'throttled', now });
    throw throttled(wait);
  }
  const trimmed = code.trim();
  let ok = !!account.totpSecret && verifyTotp(account.totpSecret, trimmed, now);
  if (!ok && !/^\d{6}$/.test(trimmed)) {
    const hash = hashRecoveryCode(trimmed);
    if (account.recoveryCodes.includes(hash)) {
      // Spent under a row condition, so two requests with one code cannot both pass.
      const spent = await db
        .update(accounts)
        .set({ recoveryCodes: account.recoveryCodes.filter((h) => h !== hash) })
        .where(
          sql`${accounts.id} = ${account.id} and ${accounts.recoveryCodes} @> ${JSON.stringify([hash])}::jsonb`,
        )
        .returning({ id: accounts.id });
      ok = spent.length === 1;
    }
  }
  if (!ok) {
    await record(db, { email, accountId: account.id, client, outcome: 'code_failed', now });
    throw unauthenticated('signInCodeFailed');
  }
  if (account.disabled) throw new AppError('FORBIDDEN', 403, errorText('accountDisabled'));
  await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
  await record(db, { email, accountId: account.id, client, outcome: 'success', now });
  return createSession({ db, accountId: account.id, stage: 'active', client, now });
}
