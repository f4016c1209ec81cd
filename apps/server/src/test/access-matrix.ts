import {
  ACCOUNT_ROLES,
  type AccountRole,
  PERMISSIONS,
  type Permission,
  ROLE_PERMISSIONS,
  type RouteAccess,
  TOKEN_SCOPE_NAMES,
  TOKEN_SCOPES,
  type TokenScope,
} from '@careledger/shared';
import type { App } from '../app';
import { type JsonSchema, sampleValue } from './fuzz-cases';

// The access matrix (modules/access-matrix.test.ts): every route the app registers, with the access it declares
// as the OpenAPI document states it (`x-access`), against everyone who can knock: each role's session, nobody,
// a revoked API token and a live token of each scope.

export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'role'; role: AccountRole }
  | { kind: 'token'; scope: TokenScope }
  | { kind: 'revokedToken' };

export const CALLERS: readonly Caller[] = [
  { kind: 'anonymous' },
  ...ACCOUNT_ROLES.map((role): Caller => ({ kind: 'role', role })),
  ...TOKEN_SCOPE_NAMES.map((scope): Caller => ({ kind: 'token', scope })),
  { kind: 'revokedToken' },
];

export function callerName(caller: Caller): string {
  if (caller.kind === 'role') return caller.role;
  if (caller.kind === 'token') return `token ${caller.scope}`;
  return caller.kind === 'anonymous' ? 'no session' : 'revoked token';
}

/** What the door must answer: 401 (who are you?), 403 (not you) or `allowed` (anything else). */
export function expectedAnswer(access: RouteAccess, caller: Caller): 401 | 403 | 'allowed' {
  // A credential that is no longer good is refused wherever it is shown, even at a public door.
  if (caller.kind === 'revokedToken') return 401;
  if (access === 'public') return 'allowed';
  if (caller.kind === 'anonymous') return 401;
  // A token never acts as a person: routes for "any signed-in account" want a session.
  if (access === 'signedIn') return caller.kind === 'role' ? 'allowed' : 401;
  const permissions: readonly Permission[] =
    caller.kind === 'role' ? ROLE_PERMISSIONS[caller.role] : [TOKEN_SCOPES[caller.scope]];
  return permissions.includes(access) ? 'allowed' : 403;
}

export interface DocumentedOperation {
  method: string;
  /** The path as the document writes it, `/api/inventory/items/{id}`. */
  path: string;
  /** A concrete URL for it, each path parameter filled with a plausible value. */
  url: string;
  access: RouteAccess | undefined;
}

interface Operation {
  'x-access'?: RouteAccess;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
}
export interface AccessDocument {
  paths: Record<string, Record<string, Operation>>;
}

const ACCESS_VALUES: readonly string[] = ['public', 'signedIn', ...PERMISSIONS];

export function isRouteAccess(value: unknown): value is RouteAccess {
  return typeof value === 'string' && ACCESS_VALUES.includes(value);
}

export function documentedOperations(document: AccessDocument): DocumentedOperation[] {
  const random = () => 0.5;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
        return encodeURIComponent(String(sampleValue(parameter?.schema ?? { type: 'string' }, random)));
      });
      return { method: method.toUpperCase(), path, url, access: operation['x-access'] };
    }),
  );
}

/**
 * Every method and path the app's router holds, read from `printRoutes` (the tree Fastify prints), in the
 * document's spelling (`:id` as `{id}`). HEAD is left out: Fastify adds it to every GET.
 */
export function registeredRoutes(app: App): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}
