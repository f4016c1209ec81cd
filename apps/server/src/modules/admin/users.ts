import { type Account, type AccountRole, INVITE_DAYS } from '@careledger/shared';
import { and, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, loginAttempts } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { createAccount, endAccountSessions, forgetAccountSessions, newSecretToken, sha256 } from '../auth';

function toAccount(row: typeof accounts.$inferSelect, lastSignInAt: Date | null): Account {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    demo: row.demo,
    twoFactor: row.totpEnabledAt !== null,
    disabled: row.disabled,
    invited: row.passwordHash === null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
  };
}

export async function listAccounts(db: Database): Promise<Account[]> {
  const rows = await db.select().from(accounts).orderBy(accounts.name);
  const last = await db
    .select({ accountId: loginAttempts.accountId, at: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(eq(loginAttempts.outcome, 'success'))
    .groupBy(loginAttempts.accountId);
  const lastOf = new Map(last.map((r) => [r.accountId, r.at]));
  return rows.map((row) => toAccount(row, lastOf.get(row.id) ?? null));
}

async function accountById(db: Database, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (!row) throw notFound('accountNotFound', { id });
  return row;
}

function newInvite(now: Date) {
  const inviteToken = newSecretToken();
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 86_400_000);
  return { inviteToken, expiresAt, invite: { tokenHash: sha256(inviteToken), expiresAt } };
}

/** Creates an account with an open invitation; the link's token is answered once and stored only as a hash. */
export async function inviteAccount({
  db,
  input,
  now = new Date(),
}: {
  db: Database;
  input: { name: string; email: string; role: AccountRole };
  now?: Date;
}) {
  const { inviteToken, expiresAt, invite } = newInvite(now);
  const row = await inTransaction({ db }, (tx) =>
    createAccount({ db: tx, account: { ...input, passwordHash: null, invite }, now }),
  );
  return { account: toAccount(row, null), inviteToken, expiresAt: expiresAt.toISOString() };
}

/** A new invitation link for an account that has not chosen its password yet; the old link stops working. */
export async function reinviteAccount({
  db,
  id,
  now = new Date(),
}: {
  db: Database;
  id: string;
  now?: Date;
}) {
  const current = await accountById(db, id);
  if (current.passwordHash !== null) throw conflict('accountNotInvited', { name: current.name });
  const { inviteToken, expiresAt, invite } = newInvite(now);
  const [row] = await db
    .update(accounts)
    .set({ inviteTokenHash: invite.tokenHash, inviteExpiresAt: invite.expiresAt })
    .where(eq(accounts.id, id))
    .returning();
  if (!row) throw notFound('accountNotFound', { id });
  return { account: toAccount(row, null), inviteToken, expiresAt: expiresAt.toISOString() };
}

/**
 * Changes an account's role, name or disabled flag. An admin cannot demote or disable themself, and CareLedger
 * always keeps one enabled admin. Disabling ends every session of the account; any change is seen at once.
 */
export async function updateAccount({
  db,
  id,
  actorId,
  update,
}: {
  db: Database;
  id: string;
  actorId: string;
  update: { role?: AccountRole | undefined; disabled?: boolean | undefined; name?: string | undefined };
}): Promise<Account> {
  return inTransaction({ db }, async (tx) => {
    // Serialises admin changes, so two requests cannot each remove "the other" last admin.
    await tx.execute(sql`select pg_advisory_xact_lock(4711003)`);
    const current = await accountById(tx, id);
    const losesAdmin =
      current.role === 'admin' && ((update.role && update.role !== 'admin') || update.disabled);
    if (losesAdmin && id === actorId) throw conflict('cannotDemoteSelf');
    if (losesAdmin) {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(accounts)
        .where(and(eq(accounts.role, 'admin'), eq(accounts.disabled, false), ne(accounts.id, id)));
      if ((others?.n ?? 0) === 0) throw conflict('lastAdmin');
    }
    const [row] = await tx
      .update(accounts)
      .set({
        ...(update.role ? { role: update.role } : {}),
        ...(update.disabled === undefined ? {} : { disabled: update.disabled }),
        ...(update.name ? { name: update.name } : {}),
      })
      .where(eq(accounts.id, id))
      .returning();
    if (!row) throw notFound('accountNotFound', { id });
    if (update.disabled) await endAccountSessions({ db: tx, accountId: id });
    forgetAccountSessions(id);
    const [last] = await tx
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.accountId, id), eq(loginAttempts.outcome, 'success')))
      .orderBy(desc(loginAttempts.at))
      .limit(1);
    return toAccount(row, last?.at ?? null);
  });
}

/** Reset 2FA (a lost phone): secret and recovery codes cleared, every session ended. */
export async function resetTwoFactor({ db, id }: { db: Database; id: string }): Promise<void> {
  await accountById(db, id);
  await inTransaction({ db }, async (tx) => {
    await tx
      .update(accounts)
      .set({ totpSecret: null, totpEnabledAt: null, recoveryCodes: [] })
      .where(eq(accounts.id, id));
    await endAccountSessions({ db: tx, accountId: id });
  });
  forgetAccountSessions(id);
}
