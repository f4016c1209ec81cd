import {
  memoryHistorySchema,
  memoryPatientSchema,
  memoryStatusSchema,
  processMemoryResponseSchema,
} from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memories } from '../../db/schema';
import { accountIdOf, signInAs } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import { callMemory, makePatient } from './memory-test-helpers';

describeEachDatabase('telling the memory companion (POST /api/memory/process-text)', (get) => {
  it('answers its status', async () => {
    const res = await callMemory(get().app, 'GET', '');
    expect(res.status).toBe(200);
    expect(memoryStatusSchema.parse(res.body)).toMatchObject({ status: 'ok', service: 'memory' });
  });

  it('lists every patient for a carer, the demo patient first; a patient sees only themselves', async () => {
    const { app, db } = get();
    await makePatient(db, 'Aaron Early');
    const all = await callMemory(app, 'GET', '/patients');
    expect(all.status).toBe(200);
    const patients = memoryPatientSchema.array().parse(all.body);
    expect(patients[0]?.name).toBe('Sam Rivera');
    expect(patients.length).toBeGreaterThan(1);
    const own = await callMemory(app, 'GET', '/patients', undefined, await signInAs(app, 'user'));
    expect(own.body).toEqual([{ id: await accountIdOf(db, 'user'), name: 'Sam Rivera' }]);
  });

  it('analyses and stores what is told, and the history shows it as the person’s words then the reply', async () => {
    const { app, db } = get();
    const patient = await makePatient(db);
    const text =
      'My son Tom visited today. I put my glasses in the kitchen drawer. I need to call the dentist tomorrow.';
    const res = await callMemory(app, 'POST', '/process-text', { userId: patient.id, text });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const told = processMemoryResponseSchema.parse(res.body);
    expect(told.urgencyLevel).not.toBe('high');
    expect(told.alertId).toBeNull();
    expect(told.actionItems.length).toBeGreaterThan(0);
    expect(told.entries.map((entry) => [entry.type, entry.content])).toEqual([
      ['user', text],
      ['ai', told.summary],
    ]);
    // Entered by the admin for the patient: the entries say who.
    expect(told.entries[0]?.enteredBy).toBe('Alex Morgan');

    const [stored] = await db.select().from(memories).where(eq(memories.id, told.memoryId));
    expect(stored).toMatchObject({ patientId: patient.id, kind: 'text', text, urgency: told.urgencyLevel });

    const history = await callMemory(app, 'GET', `/history/${patient.id}`);
    expect(history.status).toBe(200);
    expect(memoryHistorySchema.parse(history.body).entries).toEqual(told.entries);
  });

  it('keeps the history in order, oldest first, and limits it to the newest memories', async () => {
    const { app, db } = get();
    const patient = await makePatient(db);
    for (const text of ['First I watered the plants.', 'Then I read the newspaper.', 'Finally I had tea.']) {
      expect((await callMemory(app, 'POST', '/process-text', { userId: patient.id, text })).status).toBe(200);
    }
    const all = memoryHistorySchema.parse((await callMemory(app, 'GET', `/history/${patient.id}`)).body);
    expect(all.entries.filter((e) => e.type === 'user').map((e) => e.content)).toEqual([
      'First I watered the plants.',
      'Then I read the newspaper.',
      'Finally I had tea.',
    ]);
    const last = memoryHistorySchema.parse(
      (await callMemory(app, 'GET', `/history/${patient.id}?limit=1`)).body,
    );
    expect(last.entries.map((e) => e.content)[0]).toBe('Finally I had tea.');
  });

  it('a patient telling their own memory is shown without an enterer', async () => {
    const { app, db } = get();
    const cookie = await signInAs(app, 'user');
    const res = await callMemory(
      app,
      'POST',
      '/process-text',
      { userId: await accountIdOf(db, 'user'), text: 'I watched the birds from the window.' },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body.entries.map((entry: { enteredBy: string | null }) => entry.enteredBy)).toEqual([
      null,
      null,
    ]);
  });
});
