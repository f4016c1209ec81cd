import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/databases';
import { openDatabase } from './client';
import { MIGRATIONS_DIR } from './migrate';

/** The migrations up to and including `lastTag`, as a folder drizzle's migrator reads. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'careledger-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

describe('migration 0012: a database from before accounts keeps its data', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('turns each role profile into an account with its profile, settings, activity and notifications', async () => {
    const before = migrationsUpTo('0011_purchase_order_partially_received');
    dirs.push(before);
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      const db = handle.db as unknown as PgliteDatabase<Record<string, unknown>>;
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`
        insert into profiles (role, name, email, phone, location, avatar_letter, role_title, department, join_date, permissions, stats)
        values ('admin', 'Alex Morgan', 'alex.morgan@careledger.example.org', '+1 555', 'HQ', 'A', 'System Administrator', 'IT', '2021-03-15', '[]', '[]'),
               ('staff', 'Jordan Lee', 'jordan.lee@careledger.example.org', '+1 556', 'Ward 4', 'J', 'Medical Staff', 'Nursing', '2023-06-01', '[]', '[]')`);
      await db.execute(
        sql`insert into settings (role, values) values ('admin', '{"language": "fr"}'), ('staff', '{}')`,
      );
      await db.execute(sql`insert into profile_activity (role, kind) values ('staff', 'profile_updated')`);
      await db.execute(sql`
        insert into notifications (recipient, title, message, type, category, priority)
        values ('admin', 'Kept', 'A notification from before accounts', 'info', 'system', 'low')`);

      await handle.migrate();

      const accounts = (
        await db.execute<{
          id: string;
          email: string;
          role: string;
          demo: boolean;
          password_hash: string | null;
        }>(sql`select id, email, role, demo, password_hash from accounts order by role`)
      ).rows;
      expect(accounts.map((a) => [a.role, a.email, a.demo, a.password_hash])).toEqual([
        ['admin', 'alex.morgan@careledger.example.org', true, null],
        ['staff', 'jordan.lee@careledger.example.org', true, null],
      ]);
      const [admin, staff] = accounts;
      const profiles = (
        await db.execute<{ account_id: string; location: string }>(
          sql`select account_id, location from profiles order by location`,
        )
      ).rows;
      expect(profiles).toEqual([
        { account_id: admin?.id, location: 'HQ' },
        { account_id: staff?.id, location: 'Ward 4' },
      ]);
      const settings = (
        await db.execute<{ account_id: string; values: unknown }>(
          sql`select account_id, values from settings where account_id = ${admin?.id}`,
        )
      ).rows;
      expect(settings[0]?.values).toEqual({ language: 'fr' });
      const activity = (
        await db.execute<{ account_id: string }>(sql`select account_id from profile_activity`)
      ).rows;
      expect(activity).toEqual([{ account_id: staff?.id }]);
      const notes = (
        await db.execute<{ recipient: string; title: string }>(
          sql`select recipient, title from notifications`,
        )
      ).rows;
      expect(notes).toEqual([{ recipient: admin?.id, title: 'Kept' }]);

      // With demo data on, the carried-over accounts get the demo password at start-up and sign in.
      const app = await buildApp({ config: testConfig(), database: handle });
      try {
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: 'alex.morgan@careledger.example.org', password: DEMO_PASSWORD },
        });
        expect(signIn.statusCode).toBe(200);
        const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
        const list = await app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
        expect(list.json().items.map((n: { title: string }) => n.title)).toEqual(['Kept']);
      } finally {
        await app.close();
      }
    } finally {
      await handle.close();
    }
  });
});
