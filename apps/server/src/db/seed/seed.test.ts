import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DATABASE_KINDS, openTestDatabase, testConfig } from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';
import { items, notifications, profiles } from '../schema';
import { seedDatabase } from '.';

describe('seed on a PGlite data directory', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds on the first start only: building twice on the same directory does not duplicate', async () => {
    const config = testConfig({ dataDir });
    const first = await buildApp({ config });
    const before = await snapshotDatabase(first.db);
    expect(before.notifications).toHaveLength(5);
    expect(before.profiles).toHaveLength(4);
    await first.close();

    const second = await buildApp({ config });
    expect(await snapshotDatabase(second.db)).toEqual(before);
    await second.close();
  });
});

describe.each(DATABASE_KINDS)('seedDatabase (%s)', (kind) => {
  it('writes once, and without demo data creates only the viewers', async () => {
    const database = await openTestDatabase(kind);
    try {
      await database.handle.migrate();
      const { db } = database.handle;
      expect(await seedDatabase({ db, demoData: false })).toBe(true);
      expect(await seedDatabase({ db, demoData: true })).toBe(false);
      const [profileCount] = await db.select({ n: count() }).from(profiles);
      const [itemCount] = await db.select({ n: count() }).from(items);
      const [notificationCount] = await db.select({ n: count() }).from(notifications);
      expect([profileCount?.n, itemCount?.n, notificationCount?.n]).toEqual([4, 0, 0]);
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

/** Generated uuids differ between databases; every other value, in a stable order, must match. */
function withoutGeneratedIds(snapshot: Record<string, unknown[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(snapshot).map(([table, rows]) => [
      table,
      rows
        .map((row) =>
          JSON.stringify(row, (key, value) => (key === 'id' && typeof value === 'string' ? 'uuid' : value)),
        )
        .sort(),
    ]),
  );
}
