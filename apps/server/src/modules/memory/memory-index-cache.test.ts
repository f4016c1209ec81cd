import { toAnalysisView } from '@careledger/shared';
import { analyseMemory } from '@careledger/shared/memory';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { memories } from '../../db/schema';
import { describeEachSeededDatabase } from '../../test/databases';
import { addToPatientIndex, loadPatientIndex, MEMORY_INDEX_CAPACITY } from './memory-index-cache';
import { makePatient } from './memory-test-helpers';

/** Stores a memory the way another server would: straight into the table, unknown to this server's index. */
async function storeElsewhere(db: Database, patientId: string, text: string, id?: number) {
  const analysis = toAnalysisView(analyseMemory(text, { now: new Date(), timezone: 0 }));
  const [row] = await db
    .insert(memories)
    .values({
      ...(id === undefined ? {} : { id }),
      patientId,
      enteredBy: patientId,
      kind: 'text',
      text,
      importance: analysis.importanceScore,
      sentiment: analysis.sentiment,
      urgency: analysis.urgencyLevel,
      analysis,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

const ids = (index: Awaited<ReturnType<typeof loadPatientIndex>>) =>
  [...index.all()].map((m) => Number(m.id)).sort();

describeEachSeededDatabase('the kept memory index of each patient', (db) => {
  it('is built from the database on first use and kept between calls', async () => {
    const patient = await makePatient(db());
    const first = await storeElsewhere(db(), patient.id, 'The spare key is under the flower pot.');
    const index = await loadPatientIndex(db(), patient.id);
    expect(ids(index)).toEqual([first.id]);
    expect(await loadPatientIndex(db(), patient.id)).toBe(index);
  });

  it('picks up memories another server stored, and ones this server added after commit', async () => {
    const patient = await makePatient(db());
    await storeElsewhere(db(), patient.id, 'I had porridge for breakfast.');
    const index = await loadPatientIndex(db(), patient.id);
    const elsewhere = await storeElsewhere(db(), patient.id, 'My umbrella is in the car boot.');
    const here = await storeElsewhere(db(), patient.id, 'The remote control is on the sofa.');
    addToPatientIndex(db(), patient.id, here);
    const fresh = await loadPatientIndex(db(), patient.id);
    expect(fresh).toBe(index);
    expect(ids(fresh)).toContain(elsewhere.id);
    expect(fresh.size).toBe(3);
    expect(fresh.search('umbrella')[0]?.memory.id).toBe(String(elsewhere.id));
  });

  it('adds a memory below the highest it holds that committed late', async () => {
    const patient = await makePatient(db());
    const [row] = rowsOf<{ next: number | string }>(
      await db().execute(sql`select coalesce(max(id), 0) + 1000 as next from memories`),
    );
    const next = Number(row?.next);
    const high = await storeElsewhere(db(), patient.id, 'The torch is in the hall cupboard.', next + 10);
    addToPatientIndex(db(), patient.id, high);
    await loadPatientIndex(db(), patient.id);
    // A transaction that took a lower id and committed after the index moved past it.
    const late = await storeElsewhere(db(), patient.id, 'The stamps are in the desk drawer.', next);
    const index = await loadPatientIndex(db(), patient.id);
    expect(ids(index)).toEqual([late.id, high.id]);
    expect(index.search('stamps')[0]?.memory.id).toBe(String(late.id));
  });

  it('keeps at most MEMORY_INDEX_CAPACITY patients, dropping the least recently used', async () => {
    const first = await makePatient(db());
    const kept = await loadPatientIndex(db(), first.id);
    for (let i = 0; i < MEMORY_INDEX_CAPACITY; i += 1) {
      await loadPatientIndex(db(), (await makePatient(db())).id);
    }
    expect(await loadPatientIndex(db(), first.id)).not.toBe(kept);
  });
});
