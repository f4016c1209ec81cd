import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DATABASE_KINDS, openTestDatabase, testConfig } from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';
import { accounts, items, notifications, profiles } from '../schema';
import { seedDatabase } from '.';

describe('seed on a PGlite data directory', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds on the first start only: building twice on the same directory does not duplicate', async () => {
    const config = testConfig({ dataDir });
    const first = await buildApp({ config });
    const before = await snapshotDatabase(first.db);
    expect(before.notifications).toHaveLength(5);
    expect(before.profiles).toHaveLength(5);
    expect(before.accounts.map((a) => a.role).sort()).toEqual([
      'admin',
      'manager',
      'staff',
      'supplier',
      'user',
    ]);
    await first.close();

    const second = await buildApp({ config });
    expect(await snapshotDatabase(second.db)).toEqual(before);
    await second.close();
  });
});

describe.each(DATABASE_KINDS)('seedDatabase (%s)', (kind) => {
  it('without demo data writes nothing (the setup page makes the first admin); with it, writes once', async () => {
    const database = await openTestDatabase(kind);
    try {
      await database.handle.migrate();
      const { db } = database.handle;
      const counts = async () =>
        Promise.all(
          [accounts, profiles, items, notifications].map(
            async (table) => (await db.select({ n: count() }).from(table))[0]?.n,
          ),
        );
      expect(await seedDatabase({ db, demoData: false })).toBe(false);
      expect(await counts()).toEqual([0, 0, 0, 0]);
      expect(await seedDatabase({ db, demoData: true })).toBe(true);
      const seeded = await counts();
      expect(seeded.slice(0, 2)).toEqual([5, 5]);
      expect(await seedDatabase({ db, demoData: true })).toBe(false);
      expect(await counts()).toEqual(seeded);
    } finally {
      await database.dispose();
    }
  });

  it('is deterministic for a given reference time', async () => {
    const now = new Date('2025-05-01T12:00:00Z');
    const snapshots = [];
    for (let i = 0; i < 2; i++) {
      const database = await openTestDatabase(kind);
      try {
        await database.handle.migrate();
        await seedDatabase({ db: database.handle.db, demoData: true, now });
        snapshots.push(withoutGeneratedIds(await snapshotDatabase(database.handle.db)));
      } finally {
        await database.dispose();
      }
    }
    expect(snapshots[0]).toEqual(snapshots[1]);
    expect(snapshots[0]?.notifications).toHaveLength(5);
  });
});

/** Generated uuids (ids, and the account ids rows point at) differ between databases; every other value, in a stable order, must match. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function withoutGeneratedIds(snapshot: Record<string, unknown[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(snapshot).map(([table, rows]) => [
      table,
      rows
        .map((row) =>
          JSON.stringify(row, (_key, value) =>
            typeof value === 'string' && UUID.test(value) ? 'uuid' : value,
          ),
        )
        .sort(),
    ]),
  );
}
