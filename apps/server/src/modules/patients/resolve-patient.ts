import type { ErrorKey, Permission } from '@careledger/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { accounts, settings } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/app-error';
import { requireAccount } from '../auth';
import { timeZoneOfSetting } from './patient-time-zone';

/** A patient a tool acts for, with the IANA zone their days are counted in. */
export interface PatientRef {
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

/** The signed-in account making a patient's request (a 401 for API tokens: a person enters a memory or a photo). */
export function actingAccount(request: FastifyRequest): ActingAccount {
  const { id, name } = requireAccount(request);
  return { id, name };
}

/** The tools that act for a patient: the permission for one's own records, and the refusal for another's. */
const PATIENT_TOOLS = {
  memory: { own: 'memory.use', ownOnly: 'memoryOwnOnly' },
  skin: { own: 'skin.analyse', ownOnly: 'skinOwnOnly' },
} as const satisfies Record<string, { own: Permission; ownOnly: ErrorKey }>;
export type PatientTool = keyof typeof PATIENT_TOOLS;

/**
 * The patient a request names, checked against who asks: a patient may act only for themselves (403
 * otherwise, before saying whether the id exists), anyone else needs `patients.care`; an id that names no
 * enabled patient account (role `user`) is a 400, so a carer's own id is refused too.
 */
export async function resolvePatient(
  request: FastifyRequest,
  db: Database,
  patientId: string,
  tool: PatientTool,
): Promise<PatientRef> {
  const caller = requireAccount(request);
  const permissions = request.auth?.permissions ?? [];
  const isSelf = caller.id === patientId;
  const { own, ownOnly } = PATIENT_TOOLS[tool];
  if (caller.role === 'user' && !isSelf) throw forbidden(ownOnly);
  if (isSelf ? !permissions.includes(own) : !permissions.includes('patients.care')) {
    throw forbidden('permissionRequired', { permission: isSelf ? own : 'patients.care' });
  }
  const patient = UUID.test(patientId) ? await findPatient(db, patientId) : undefined;
  if (!patient) throw badRequest('unknownPatient', { id: patientId });
  return patient;
}

/** An enabled patient account by id, with its time zone setting; undefined when there is none. */
export async function findPatient(db: Database, patientId: string): Promise<PatientRef | undefined> {
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
