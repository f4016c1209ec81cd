import type { App } from '@careledger/server/app';
import { type AccountRole, DEMO_ACCOUNT_EMAILS, DEMO_PASSWORD, SESSION_COOKIE } from '@careledger/shared';

const BENCH_ADMIN = {
  name: 'Bench Admin',
  email: 'bench-admin@careledger.example.org',
  password: 'bench admin password, long enough',
};

function cookieOf(response: Awaited<ReturnType<App['inject']>>, what: string): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Signs a demo account in through POST /api/auth/sign-in; returns the `Cookie` header of its session. */
export async function signInDemo(app: App, role: AccountRole): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: DEMO_ACCOUNT_EMAILS[role], password: DEMO_PASSWORD },
  });
  return cookieOf(response, `signing in as the demo ${role}`);
}

/**
 * Every API route needs a session now. Benchmarks act as an admin, made as a person would: on an empty
 * database through POST /api/auth/setup with the setup token, else the demo admin signs in. Returns the
 * `Cookie` header.
 */
export async function adminCookie(app: App): Promise<string> {
  if (!app.setupToken) return signInDemo(app, 'admin');
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/setup',
    payload: { token: app.setupToken, ...BENCH_ADMIN },
  });
  return cookieOf(response, 'setting up the first admin');
}

/** Signs the admin that adminCookie set up on an empty database in again (on a later start of the same data). */
export async function signInBenchAdmin(app: App): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
  });
  return cookieOf(response, 'signing the bench admin in');
}

/** Makes `app.inject` carry `cookie` on every request that names no Cookie header of its own. */
export function injectWithCookie(app: App, cookie: string): void {
  const inject = app.inject.bind(app);
  // biome-ignore lint/suspicious/noExplicitAny: app.inject is overloaded; only the options form is wrapped
  (app as any).inject = (options?: any) => {
    if (options === undefined || typeof options !== 'object') return inject(options);
    if (options.headers?.cookie !== undefined) return inject(options);
    return inject({ ...options, headers: { ...options.headers, cookie } });
  };
}

/** An admin session for every `app.inject` of a benchmark's app; returns its `Cookie` header (for HTTP load). */
export async function actAsAdmin(app: App): Promise<string> {
  const cookie = await adminCookie(app);
  injectWithCookie(app, cookie);
  return cookie;
}
