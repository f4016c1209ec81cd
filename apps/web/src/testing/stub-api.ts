import { vi } from 'vitest';
import { sessionFor } from './session';

/** A JSON response, as the server sends one. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Answers one request: the URL as fetched (query string included) and its init. */
export type ApiHandler = (url: string, init?: RequestInit) => Response | Promise<Response>;
/** A route's answer: a handler, or the JSON body of a 200. */
export type ApiRoute = ApiHandler | object | string | number | boolean | null;

/**
 * Replaces fetch with the API a test needs; returns the mock, whose calls are the requests made. Routes are
 * keyed `'METHOD /api/path'` or `'/api/path'` (any method), the query string ignored. A function answers with
 * its Response; any other value is sent as a 200 JSON body. A request no route names gets the server's 404
 * `{ error, message }`. Unless a test names `/api/auth/session` itself, the page is signed in as an admin
 * (testing/session.ts `sessionFor(role)` makes another role's answer). Tests undo it with vi.unstubAllGlobals().
 */
export function stubApi(routes: Record<string, ApiRoute> = {}) {
  const withSession: Record<string, ApiRoute> = { '/api/auth/session': sessionFor('admin'), ...routes };
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const request = `${init?.method ?? 'GET'} ${path}`;
    const route = request in withSession ? withSession[request] : withSession[path];
    if (route === undefined) return json({ error: 'NOT_FOUND', message: request }, 404);
    return typeof route === 'function' ? (route as ApiHandler)(url, init) : json(route);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
