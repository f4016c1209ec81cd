import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { createAccount, isSetupRequired } from './create-account';
import { hashPassword } from './password';
import { sha256 } from './secret-token';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(sha256(given));
  const b = Buffer.from(sha256(expected));
  return timingSafeEqual(a, b);
}

/**
 * Creates the first admin, with the one-time token the server printed at start-up. Refused once an admin
 * exists, so the page cannot be used to add a second one. Returns the new account's id.
 */
export async function setUpFirstAdmin({
  db,
  setupToken,
  body,
}: {
  db: Database;
  setupToken: string | undefined;
  body: { token: string; name: string; email: string; password: string };
}): Promise<string> {
  const passwordHash = await hashPassword(body.password);
  return inTransaction({ db }, async (tx) => {
    if (!(await isSetupRequired(tx)) || !setupToken) throw conflict('setupNotRequired');
    if (!sameSecret(body.token.trim(), setupToken)) throw badRequest('setupTokenWrong');
    const account = await createAccount({
      db: tx,
      account: { name: body.name, email: body.email, role: 'admin', passwordHash },
    });
    return account.id;
  });
}

/** An invited account chooses its password with the link's token; the token then stops working. */
export async function acceptInvite({
  db,
  token,
  password,
  now = new Date(),
}: {
  db: Database;
  token: string;
  password: string;
  now?: Date;
}): Promise<string> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(accounts)
    .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null, passwordChangedAt: now })
    .where(and(eq(accounts.inviteTokenHash, sha256(token.trim())), gt(accounts.inviteExpiresAt, now)))
    .returning({ id: accounts.id });
  if (!row) throw badRequest('inviteInvalid');
  return row.id;
}
