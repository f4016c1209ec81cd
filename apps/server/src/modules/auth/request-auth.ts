import type { Permission } from '@careledger/shared';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../../lib/app-error';
import type { ClientInfo, SignedInAccount } from './sessions';

/** Who is making a request: a person through a session, a machine through an API token, or nobody. */
export type RequestAuth =
  | { kind: 'account'; account: SignedInAccount; sessionId: string; permissions: readonly Permission[] }
  | { kind: 'token'; tokenId: string; name: string; permissions: readonly Permission[] };

/** The signed-in account of a request; a 401 when there is none (for routes open to any signed-in account). */
export function requireAccount(request: FastifyRequest): SignedInAccount & { sessionId: string } {
  const auth = request.auth;
  if (auth?.kind !== 'account') throw unauthenticated('signInRequired');
  return { ...auth.account, sessionId: auth.sessionId };
}

/** Where a request comes from, as sessions, login history and the audit log record it. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { address: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

/** Refuses a request without a session (401) or whose account or token lacks a permission (403): for checks that depend on the body. */
export function requirePermission(request: FastifyRequest, permission: Permission): void {
  if (request.auth === null) throw unauthenticated('signInRequired');
  if (!request.auth.permissions.includes(permission)) throw forbidden('permissionRequired', { permission });
}

/** Who the stock ledger and other records name as having done something: the account's name, or the token's. */
export function actorName(request: FastifyRequest): string {
  const auth = request.auth;
  if (auth?.kind === 'account') return auth.account.name;
  if (auth?.kind === 'token') return `token: ${auth.name}`;
  return 'anonymous';
}
