import { SIGN_IN_FREE_FAILURES, SIGN_IN_MAX_DELAY_SECONDS, SIGN_IN_WINDOW_MINUTES } from '@careledger/shared';
import { and, count, eq, gt, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';

/** Outcomes that count against an email or an address. */
const FAILURES = ['failed', 'code_failed'];
/** One address may be a whole ward behind one router: it gets more failures than one account. */
const ADDRESS_FACTOR = 4;

/**
 * The wait after `failures` recent failures: none for the first SIGN_IN_FREE_FAILURES, then 30 s doubling with
 * each further failure, at most SIGN_IN_MAX_DELAY_SECONDS (OWASP Authentication cheat sheet: growing delays
 * rather than a lock-out an attacker could use to keep someone out).
 */
export function delaySecondsAfter(failures: number, free = SIGN_IN_FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(SIGN_IN_MAX_DELAY_SECONDS, 30 * 2 ** (failures - free));
}

/** Seconds until this email and this address may try again (0: now). Counted from the database, so it holds across servers. */
export async function secondsUntilAllowed({
  db,
  email,
  address,
  now,
}: {
  db: Database;
  email: string;
  address: string;
  now: Date;
}): Promise<number> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000);
  const recent = and(gt(loginAttempts.at, since), inArray(loginAttempts.outcome, FAILURES));
  const [byEmail] = await db
    .select({ n: count(), last: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(recent, eq(loginAttempts.email, email)));
  const [byAddress] = await db
    .select({ n: count(), last: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(recent, eq(loginAttempts.address, address)));
  const waits = [
    waitFrom(byEmail, delaySecondsAfter(byEmail?.n ?? 0), now),
    waitFrom(byAddress, delaySecondsAfter(byAddress?.n ?? 0, SIGN_IN_FREE_FAILURES * ADDRESS_FACTOR), now),
  ];
  return Math.max(...waits);
}

function waitFrom(row: { last: Date | null } | undefined, delay: number, now: Date): number {
  if (!row?.last || delay === 0) return 0;
  const until = row.last.getTime() + delay * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}
