import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { makePgliteTemplate, makePostgresTemplate } from './database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL (database `postgres`) on which each suite creates its own database. */
    postgresUrl: string;
  }
}

const POSTGRES_ROOT = '/usr/lib/postgresql';
const START_TIMEOUT_MS = 120_000;

interface TestDatabases {
  pgliteTemplate: string;
  postgresUrl: string;
  postgresTemplate: string;
  stop: () => Promise<void>;
}

interface SharedTestDatabases {
  databases: Promise<TestDatabases>;
  /** Projects that have set up and not yet torn down. */
  users: number;
}

/**
 * The server's tests are two Vitest projects (see apps/server/vitest.config.ts), and Vitest runs each one's
 * global setup, one after the other, in the same process: they share one server and one pair of templates.
 */
const SHARED = Symbol.for('careledger.test-databases');
const shared = globalThis as { [SHARED]?: SharedTestDatabases };

/**
 * Starts a throw-away PostgreSQL server for the integration tests (or uses TEST_DATABASE_URL), provides its
 * URL as `postgresUrl` with a migrated template database on it (`postgresTemplate`) and a migrated PGlite dump
 * (`pgliteTemplate`), and stops the server and deletes all of it after the last project using it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = shared[SHARED] ?? { databases: startTestDatabases(), users: 0 };
  shared[SHARED] = entry;
  entry.users += 1;
  let databases: TestDatabases;
  try {
    databases = await entry.databases;
  } catch (error) {
    entry.users -= 1;
    if (shared[SHARED] === entry) delete shared[SHARED];
    throw error;
  }
  project.provide('pgliteTemplate', databases.pgliteTemplate);
  project.provide('postgresUrl', databases.postgresUrl);
  project.provide('postgresTemplate', databases.postgresTemplate);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    if (shared[SHARED] === entry) delete shared[SHARED];
    await databases.stop();
  };
}

async function startTestDatabases(): Promise<TestDatabases> {
  const pglite = await makePgliteTemplate();
  try {
    const external = process.env.TEST_DATABASE_URL;
    const server = external ? { url: external, stop: async () => {} } : await startPostgres();
    try {
      const template = await makePostgresTemplate(server.url);
      return {
        pgliteTemplate: pglite.file,
        postgresUrl: server.url,
        postgresTemplate: template.name,
        stop: async () => {
          pglite.remove();
          await template.remove();
          await server.stop();
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    pglite.remove();
    throw error;
  }
}

function findPostgresBin(): string {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((v) => existsSync(path.join(POSTGRES_ROOT, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      `The server tests need PostgreSQL binaries in ${POSTGRES_ROOT}/<version>/bin and found none. ` +
        'Install Debian\'s "postgresql" package (apt-get install postgresql), or set TEST_DATABASE_URL to a server ' +
        'the tests may create databases on.',
    );
  }
  return path.join(POSTGRES_ROOT, newest, 'bin');
}

/** Runs as the postgres user when we are root: PostgreSQL refuses to run as root. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const bin = findPostgresBin();
  const root = mkdtempSync(path.join(tmpdir(), 'careledger-pg-'));
  const dataDir = path.join(root, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', root]);

  const [initdb, initdbArgs] = asPostgresUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  execFileSync(initdb, initdbArgs, { stdio: 'pipe' });

  const port = await freePort();
  const [postgres, postgresArgs] = asPostgresUser(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-k',
    root,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=300',
  ]);
  const child = spawn(postgres, postgresArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // If the test run dies without its teardown, do not leave a server behind.
  const killOnExit = () => signalPostmaster(child, dataDir);
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    await stopPostgres(child, dataDir);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitUntilAccepting(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitUntilAccepting(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited while starting:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections: ${error}\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function stopPostgres(child: ChildProcess, dataDir: string): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalPostmaster(child, dataDir);
  await exited;
}

/**
 * SIGINT to the postmaster is PostgreSQL's "fast shutdown". Its pid is in postmaster.pid: signalling
 * runuser, our direct child, would not reach it.
 */
function signalPostmaster(child: ChildProcess, dataDir: string): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const postmasterPid = existsSync(pidFile)
    ? Number(readFileSync(pidFile, 'utf8').split('\n')[0])
    : Number.NaN;
  try {
    if (Number.isInteger(postmasterPid) && postmasterPid > 0) process.kill(postmasterPid, 'SIGINT');
    else child.kill('SIGINT');
  } catch {
    // Already gone.
  }
}
