import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type DatabaseHandle, type DatabaseKind, openDatabase } from '../db/client';
import { accounts } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { createAccount, createSession } from '../modules/auth';

export const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the suite's database. */
  dispose: () => Promise<void>;
}

/**
 * A fresh database with every migration applied: in-memory PGlite loaded from the migrated dump, or a new
 * database on the test PostgreSQL server copied from the migrated template (see database-templates.ts).
 * `empty` gives one without any migration, for tests of the migrations themselves.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = empty ? undefined : new Blob([readFileSync(inject('pgliteTemplate'))]);
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: template });
    return { handle, dispose: handle.close };
  }
  const adminUrl = inject('postgresUrl');
  const name = `careledger_test_${randomUUID().replaceAll('-', '')}`;
  const template = empty ? '' : ` template ${inject('postgresTemplate')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Configuration for a test app: quiet, a private data directory, no built web app unless given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'careledger-test-'));
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      // Tests run alert checks when they mean to, never on a timer.
      ALERT_CHECK_INTERVAL_MINUTES: '0',
      // Only the marketplace and chain suites start a chain (embeddedChainConfig).
      CHAIN_MODE: 'off',
    }),
    ...overrides,
  };
}

/** The embedded chain as tests run it: its own anvil on a free port, polling quickly. */
export function embeddedChainConfig(): Config['chain'] {
  return { ...loadConfig({}).chain, pollIntervalMs: 100 };
}

export interface TestApp {
  app: App;
  db: Database;
  kind: DatabaseKind;
  /** `Cookie` header value of the admin session the app's `inject` carries by default (for fetch and SSE tests). */
  adminCookie: string;
  close: () => Promise<void>;
}

/**
 * An admin session, made directly in the database: the demo admin with demo data, else a test admin created
 * for it. Returns the `Cookie` header that carries it. (Signing in through the API is tested where it matters:
 * the auth routes and the access matrix.)
 */
export async function adminSessionCookie(app: App): Promise<string> {
  const [existing] = await app.db.select().from(accounts).where(eq(accounts.role, 'admin')).limit(1);
  const admin =
    existing ??
    (await createAccount({
      db: app.db,
      account: { name: 'Test Admin', email: 'test-admin@careledger.test', role: 'admin', passwordHash: null },
    }));
  const { token } = await createSession({
    db: app.db,
    accountId: admin.id,
    stage: 'active',
    client: { address: '127.0.0.1', userAgent: 'vitest' },
  });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * Makes `app.inject` send `cookie` with every request that names no Cookie or Authorization header of its own,
 * so suites about inventory or the marketplace act as the admin without repeating it. A request meant to be
 * anonymous sends `headers: { cookie: '' }`.
 */
export function injectAs(app: App, cookie: string): void {
  const inject = app.inject.bind(app);
  // biome-ignore lint/suspicious/noExplicitAny: app.inject is overloaded; only the options form is wrapped
  (app as any).inject = (options?: any) => {
    if (options === undefined || typeof options !== 'object') return inject(options);
    const headers = Object.keys(options.headers ?? {}).map((name) => name.toLowerCase());
    if (headers.includes('cookie') || headers.includes('authorization')) return inject(options);
    return inject({ ...options, headers: { ...options.headers, cookie } });
  };
}

export async function startTestApp(
  kind: DatabaseKind,
  options: { config?: Partial<Config>; seedNow?: Date; signedIn?: boolean } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const config = testConfig(options.config);
  const cleanUp = async () => {
    await database.dispose();
    rmSync(config.dataDir, { recursive: true, force: true });
  };
  try {
    const app = await buildApp({ config, database: database.handle, seedNow: options.seedNow });
    const adminCookie = options.signedIn === false ? '' : await adminSessionCookie(app);
    if (adminCookie) injectAs(app, adminCookie);
    return {
      app,
      db: database.handle.db,
      kind,
      adminCookie,
      close: async () => {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * Runs the same suite once on PGlite and once on PostgreSQL, each on a freshly built app over a fresh
 * database, closed after the suite. `get()` returns the running app inside tests.
 */
export function describeEachDatabase(
  title: string,
  suite: (get: () => TestApp) => void,
  options: { config?: Partial<Config>; seedNow?: Date; signedIn?: boolean } = {},
): void {
  describe.each(DATABASE_KINDS)(`${title} (%s)`, (kind) => {
    let current: TestApp | undefined;
    beforeAll(async () => {
      current = await startTestApp(kind, options);
    });
    afterAll(async () => {
      await current?.close();
    });
    suite(() => {
      if (!current) throw new Error('the test app did not start');
      return current;
    });
  });
}

/**
 * Runs the same suite on a fresh PGlite and a fresh PostgreSQL database, migrated and seeded with the demo
 * data at `seedNow` (no app: for tests of domain functions). `db()` returns the suite's database.
 */
export function describeEachSeededDatabase(
  title: string,
  suite: (db: () => Database) => void,
  options: { seedNow?: Date } = {},
): void {
  describe.each(DATABASE_KINDS)(`${title} (%s)`, (kind) => {
    let database: TestDatabase | undefined;
    const db = () => {
      if (!database) throw new Error('the test database did not open');
      return database.handle.db;
    };
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await database.handle.migrate();
      await seedDatabase({ db: db(), demoData: true, now: options.seedNow });
    });
    afterAll(async () => {
      await database?.dispose();
    });
    suite(db);
  });
}
