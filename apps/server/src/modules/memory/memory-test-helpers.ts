import type { App } from '../../app';
import type { Database } from '../../db/client';
import type { Method } from '../../test/api';
import { createAccount } from '../auth';

// What the memory suites share: requests under /api/memory as a given caller, and patients of their own.

/** A request under /api/memory as the caller whose Cookie header is given (the suite's admin when absent). */
export async function callMemory(app: App, method: Method, url: string, payload?: unknown, cookie?: string) {
  const res = await app.inject({
    method,
    url: `/api/memory${url}`,
    ...(cookie === undefined ? {} : { headers: { cookie } }),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever shape the route answers
  return { status: res.statusCode, body: res.json() as any };
}

let made = 0;
/** A fresh patient account (role user), so a suite's figures are not mixed with the seeded ones. */
export async function makePatient(
  db: Database,
  name = 'Test Patient',
): Promise<{ id: string; name: string }> {
  made += 1;
  const account = await createAccount({
    db,
    account: {
      name: `${name} ${made}`,
      email: `patient-${made}-${Date.now()}@careledger.test`,
      role: 'user',
      passwordHash: null,
    },
  });
  return { id: account.id, name: account.name };
}
