import { type AccountRole, DEMO_ACCOUNT_EMAILS, DEMO_PASSWORD, SESSION_COOKIE } from '@careledger/shared';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';

/** The id of the first account with a role (the demo account, in a database seeded with demo data). */
export async function accountIdOf(db: Database, role: AccountRole): Promise<string> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.role, role))
    .orderBy(asc(accounts.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${role} account in the test database`);
  return row.id;
}

/**
 * Signs a demo account in through POST /api/auth/sign-in with the demo password, as a browser would; returns
 * the `Cookie` header value that carries its session.
 */
export async function signInAs(app: App, role: AccountRole): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { cookie: '' },
    payload: { email: DEMO_ACCOUNT_EMAILS[role], password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200)
    throw new Error(`signing in as ${role} answered ${res.statusCode}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('signing in set no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}
