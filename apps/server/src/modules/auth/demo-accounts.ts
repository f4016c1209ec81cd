import { DEMO_PASSWORD } from '@careledger/shared';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { hashPassword } from './password';

let demoHash: Promise<string> | undefined;
/**
 * The demo password's hash. The five demo accounts share one (the password is published anyway); computing it
 * once per process keeps seeding fast where many databases are seeded (tests).
 */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

/** Whether any enabled account still signs in with the published demo password. */
export async function demoAccountsExist(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(eq(accounts.demo, true), eq(accounts.disabled, false), isNotNull(accounts.passwordHash)));
  return (row?.n ?? 0) > 0;
}

/** Demo accounts carried over from before accounts existed (no password yet) get the demo password. */
export async function giveDemoAccountsTheirPassword(db: Database): Promise<void> {
  await db
    .update(accounts)
    .set({ passwordHash: await demoPasswordHash() })
    .where(and(eq(accounts.demo, true), isNull(accounts.passwordHash)));
}

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}
