import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { carerAlerts, memories } from '../../db/schema';
import { accountIdOf } from '../../test/accounts';
import { describeEachSeededDatabase } from '../../test/databases';
import { databaseFingerprint } from '../../test/snapshot';
import { makePatient } from './memory-test-helpers';
import { tellMemory } from './tell-memory';

describeEachSeededDatabase('tellMemory, the one way a memory is stored', (db) => {
  const carer = async () => ({ id: await accountIdOf(db(), 'staff'), name: 'Jordan Lee' });

  it('stores an image memory with its caption and read text; the conversation shows only the reply', async () => {
    const patient = await makePatient(db());
    const told = await tellMemory({
      db: db(),
      patient,
      enteredBy: await carer(),
      kind: 'image',
      told: 'The note on the fridge',
      text: 'The note on the fridge. Dentist on Friday at 10 am',
      caption: 'The note on the fridge',
      imageText: 'Dentist on Friday at 10 am',
      ocrConfidence: 91.5,
    });
    expect(told).toMatchObject({
      imageText: 'Dentist on Friday at 10 am',
      ocrConfidence: 91.5,
      alertId: null,
    });
    expect(told.entries).toHaveLength(1);
    expect(told.entries[0]).toMatchObject({
      type: 'ai',
      kind: 'image',
      content: told.summary,
      enteredBy: 'Jordan Lee',
    });
    const [row] = await db().select().from(memories).where(eq(memories.id, told.memoryId));
    expect(row).toMatchObject({ kind: 'image', caption: 'The note on the fridge', ocrConfidence: 91.5 });
  });

  it('reads "tomorrow" in the patient’s time zone', async () => {
    const patient = await makePatient(db());
    // 03:00 UTC on 10 March is still the 9th in New York.
    const now = new Date('2026-03-10T03:00:00Z');
    const text = 'I need to call the dentist tomorrow.';
    const enteredBy = await carer();
    const inNewYork = await tellMemory({
      db: db(),
      patient: { ...patient, timeZone: 'America/New_York' },
      enteredBy,
      kind: 'text',
      told: text,
      text,
      now,
    });
    const inUtc = await tellMemory({ db: db(), patient, enteredBy, kind: 'text', told: text, text, now });
    expect(inNewYork.actionItems[0]?.due?.slice(0, 10)).toBe('2026-03-10');
    expect(inUtc.actionItems[0]?.due?.slice(0, 10)).toBe('2026-03-11');
    expect(inUtc.entries[0]?.timestamp).toBe(now.toISOString());
  });

  it('stores nothing, memory or alert, when raising the alert fails', async () => {
    const patient = await makePatient(db());
    const before = await databaseFingerprint(db());
    const text = 'I fell down the stairs and hurt my back.';
    await expect(
      tellMemory({
        db: db(),
        // A name the notification refuses, so the failure comes after the memory and alert rows were written.
        patient: { id: patient.id, name: 42 as unknown as string },
        enteredBy: await carer(),
        kind: 'text',
        told: text,
        text,
      }),
    ).rejects.toThrow();
    expect(await databaseFingerprint(db())).toEqual(before);
    expect(await db().select().from(carerAlerts).where(eq(carerAlerts.patientId, patient.id))).toEqual([]);
  });
});
