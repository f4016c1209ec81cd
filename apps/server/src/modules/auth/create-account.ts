import { type AccountRole, DEFAULT_SETTINGS } from '@careledger/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, profiles, settings } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { todayOf } from '../../lib/today';

/** The department an account starts in, until its profile says otherwise. */
const DEPARTMENTS: Record<AccountRole, string> = {
  admin: 'IT & Systems',
  manager: 'Pharmacy & Supply',
  staff: 'Nursing',
  supplier: 'External Supplier',
  user: 'Patient',
};

export interface NewAccount {
  name: string;
  email: string;
  role: AccountRole;
  /** A scrypt hash; null for an invited account until it chooses its password. */
  passwordHash: string | null;
  demo?: boolean;
  invite?: { tokenHash: string; expiresAt: Date };
  profile?: Partial<
    Pick<typeof profiles.$inferInsert, 'phone' | 'location' | 'department' | 'joinDate' | 'stats'>
  >;
}

/**
 * Creates an account with its profile and its settings (the spec's defaults), in the caller's transaction.
 * An email already taken, whatever its case, is a 409.
 */
export async function createAccount({
  db,
  account,
  now = new Date(),
}: {
  db: Database;
  account: NewAccount;
  now?: Date;
}): Promise<typeof accounts.$inferSelect> {
  const email = account.email.trim();
  const [row] = await db
    .insert(accounts)
    .values({
      email,
      name: account.name.trim(),
      role: account.role,
      passwordHash: account.passwordHash,
      demo: account.demo ?? false,
      inviteTokenHash: account.invite?.tokenHash ?? null,
      inviteExpiresAt: account.invite?.expiresAt ?? null,
      passwordChangedAt: account.passwordHash ? now : null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('emailTaken', { email });
  await db.insert(profiles).values({
    accountId: row.id,
    phone: '',
    location: '',
    department: DEPARTMENTS[account.role],
    joinDate: todayOf(now),
    stats: [],
    ...account.profile,
    updatedAt: now,
  });
  await db
    .insert(settings)
    .values({ accountId: row.id, values: { ...DEFAULT_SETTINGS, email }, updatedAt: now });
  return row;
}

/** Whether no enabled admin can sign in: then the setup page creates one. */
export async function isSetupRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.disabled, false), isNotNull(accounts.passwordHash)));
  return (row?.n ?? 0) === 0;
}
