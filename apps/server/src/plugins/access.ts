import { type RouteAccess, SESSION_COOKIE } from '@careledger/shared';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditLog } from '../db/schema';
import { forbidden, unauthenticated } from '../lib/app-error';
import { type RequestAuth, readApiToken, readSession } from '../modules/auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (packages/shared/src/auth/permissions.ts). Every /api route must say. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The OpenAPI document and its viewer are public and registered by @fastify/swagger, not by a module. */
const DOCS_PREFIX = '/api/docs';

export interface AccessPluginOptions {
  /**
   * Benchmark only (bench/): resolve no session and check nothing, to measure what the check costs. Nothing in
   * config or the environment can set it; `server.ts` never passes it.
   */
  uncheckedForBenchmark?: boolean;
}

/**
 * The doors behind the front door (DESIGN.md section 11): every /api route declares its access, or the app does
 * not start; each request's session cookie or API token is resolved to `request.auth`; a route needing a
 * session answers 401 without one, and 403 when the role (or token scope) lacks the permission, before its body
 * is even validated. Every write that succeeded or was refused for access goes into the append-only audit log.
 */
export const accessPlugin = fp<AccessPluginOptions>(
  async (app, { uncheckedForBenchmark = false }) => {
    await app.register(cookie);
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.url.startsWith(DOCS_PREFIX)) return;
      if (route.config?.access === undefined) {
        throw new Error(
          `Route ${String(route.method)} ${route.url} declares no access: add config: { access } (public, signedIn or a permission).`,
        );
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      if (uncheckedForBenchmark) return;
      request.auth = await resolveAuth(request, reply);
      const access = request.routeOptions.config?.access;
      if (access === undefined || access === 'public') return;
      if (request.auth === null) throw unauthenticated('signInRequired');
      if (access === 'signedIn') {
        if (request.auth.kind !== 'account') throw unauthenticated('signInRequired');
        return;
      }
      if (!request.auth.permissions.includes(access))
        throw forbidden('permissionRequired', { permission: access });
    });

    app.addHook('onSend', async (request, reply) => {
      const status = reply.statusCode;
      if (!WRITES.has(request.method) || !request.url.startsWith('/api')) return;
      if (status >= 400 && status !== 401 && status !== 403) return;
      const auth = request.auth;
      try {
        await app.db.insert(auditLog).values({
          actorKind: auth?.kind ?? 'anonymous',
          actorId: auth?.kind === 'account' ? auth.account.id : auth?.kind === 'token' ? auth.tokenId : null,
          actorName: auth?.kind === 'account' ? auth.account.name : auth?.kind === 'token' ? auth.name : null,
          method: request.method,
          route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
          path: (request.url.split('?')[0] ?? '').slice(0, 500),
          status,
          address: request.ip,
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not write the audit log entry');
      }
    });
  },
  { name: 'access', dependencies: ['database'] },
);

async function resolveAuth(request: FastifyRequest, reply: FastifyReply): Promise<RequestAuth | null> {
  const db = request.server.db;
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match?.[1] ? await readApiToken({ db, secret: match[1] }) : null;
    if (!token) throw unauthenticated('apiTokenInvalid');
    return { kind: 'token', ...token };
  }
  const cookieToken = request.cookies[SESSION_COOKIE];
  if (!cookieToken) return null;
  const session = await readSession({ db, token: cookieToken });
  if (!session) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return null;
  }
  return {
    kind: 'account',
    account: session.account,
    sessionId: session.publicId,
    permissions: session.permissions,
  };
}
