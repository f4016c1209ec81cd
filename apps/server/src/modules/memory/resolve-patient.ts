import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { accounts, settings } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/app-error';
import { requireAccount } from '../auth';
import { timeZoneOfSetting } from './patient-time-zone';

/** A patient the memory companion acts for, with the IANA zone their days are counted in. */
export interface MemoryPatientRef {
  id: string;
  name: string;
  /** From the patient's Time Zone setting; UTC when unset. */
  timeZone: string;
}

/** Who is doing something: the signed-in account, recorded as `entered_by`, `created_by` and so on. */
export interface ActingAccount {
  id: string;
  name: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in account making a memory request (a 401 for API tokens: a memory is entered by a person). */
export function actingAccount(request: FastifyRequest): ActingAccount {
  const { id, name } = requireAccount(request);
  return { id, name };
}

/**
 * The patient a memory request names, checked against who asks: a patient may act only for themselves (403
 * otherwise, before saying whether the id exists), anyone else needs `patients.care`; an id that names no
 * enabled patient account (role `user`) is a 400, so a carer's own id is refused too.
 */
export async function resolvePatient(
  request: FastifyRequest,
  db: Database,
  patientId: string,
): Promise<MemoryPatientRef> {
  const caller = requireAccount(request);
  const permissions = request.auth?.permissions ?? [];
  const isSelf = caller.id === patientId;
  if (caller.role === 'user' && !isSelf) throw forbidden('memoryOwnOnly');
  if (isSelf ? !permissions.includes('memory.use') : !permissions.includes('patients.care')) {
    throw forbidden('permissionRequired', { permission: isSelf ? 'memory.use' : 'patients.care' });
  }
  const patient = UUID.test(patientId) ? await findPatient(db, patientId) : undefined;
  if (!patient) throw badRequest('unknownPatient', { id: patientId });
  return patient;
}

/** An enabled patient account by id, with its time zone setting; undefined when there is none. */
export async function findPatient(db: Database, patientId: string): Promise<MemoryPatientRef | undefined> {
  const [row] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      timeZone: sql<string | null>`${settings.values}->>'timezone'`,
    })
    .from(accounts)
    .leftJoin(settings, eq(settings.accountId, accounts.id))
    .where(and(eq(accounts.id, patientId), eq(accounts.role, 'user'), eq(accounts.disabled, false)));
  return row ? { id: row.id, name: row.name, timeZone: timeZoneOfSetting(row.timeZone) } : undefined;
}
