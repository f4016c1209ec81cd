import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './databases';
import { databaseFingerprint, snapshotDatabase } from './snapshot';

describe('databaseFingerprint', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('pglite');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('covers the tables snapshotDatabase reads, and names the one a change touched', async () => {
    const before = await databaseFingerprint(test.db);
    expect(Object.keys(before)).toHaveLength(Object.keys(await snapshotDatabase(test.db)).length);
    expect(await databaseFingerprint(test.db)).toEqual(before);

    await test.db.execute(
      sql`update items set name = name || ' (renamed)' where id = (select min(id) from items)`,
    );
    const after = await databaseFingerprint(test.db);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual(['items']);

    await test.db.execute(
      sql`update items set name = left(name, length(name) - length(' (renamed)')) where id = (select min(id) from items)`,
    );
    expect(await databaseFingerprint(test.db)).toEqual(before);
  });
});
