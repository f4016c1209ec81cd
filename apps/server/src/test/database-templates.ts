import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migratePgliteDatabase, migratePostgresDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump (tar) of a PGlite database with every migration applied: test databases start from a copy. */
    pgliteTemplate: string;
    /** The database on the test PostgreSQL server, migrated, that each suite's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates a PGlite database once and dumps it: loading the dump takes about 1 s where creating a PGlite
 * database (its initdb, in WebAssembly) takes 3 to 4, and every server suite opens one or more.
 */
export async function makePgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migratePgliteDatabase(drizzle({ client }));
    const dump = await client.dumpDataDir('none');
    const dir = mkdtempSync(path.join(tmpdir(), 'careledger-pglite-template-'));
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await client.close();
  }
}

/**
 * Creates and migrates a template database on the test PostgreSQL server: `create database … template` copies
 * it in a moment, where each suite used to run every migration itself.
 */
export async function makePostgresTemplate(
  serverUrl: string,
): Promise<{ name: string; remove: () => Promise<void> }> {
  const name = `careledger_template_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await migratePostgresDatabase(url.toString());
  return { name, remove: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
