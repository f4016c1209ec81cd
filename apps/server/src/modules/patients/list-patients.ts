import { DEMO_ACCOUNT_EMAILS, type MemoryPatient, type Permission } from '@careledger/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';

/** What listPatients needs: who asks, and what their role permits. */
export interface ListPatientsOptions {
  db: Database;
  caller: { id: string; role: string };
  permissions: readonly Permission[];
}

/**
 * The patients (enabled accounts with role `user`) the caller may act for: a carer with `patients.care` gets
 * every one, the demo patient first, then by name; a patient gets only themselves.
 */
export async function listPatients({
  db,
  caller,
  permissions,
}: ListPatientsOptions): Promise<MemoryPatient[]> {
  const isPatient = and(eq(accounts.role, 'user'), eq(accounts.disabled, false));
  if (!permissions.includes('patients.care')) {
    if (caller.role !== 'user') return [];
    return db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(and(isPatient, eq(accounts.id, caller.id)));
  }
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(isPatient)
    .orderBy(
      desc(sql`lower(${accounts.email}) = ${DEMO_ACCOUNT_EMAILS.user}`),
      asc(accounts.name),
      asc(accounts.id),
    );
}
