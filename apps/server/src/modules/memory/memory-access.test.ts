import { MEMORY_TEXT_MAX_LENGTH } from '@careledger/shared';
import { expect, it } from 'vitest';
import { accountIdOf, signInAs } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import { databaseFingerprint } from '../../test/snapshot';
import { callMemory, makePatient } from './memory-test-helpers';

const UNKNOWN_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describeEachDatabase('who may act for which patient, and bad input (/api/memory)', (get) => {
  /** Every patient-scoped request for `userId`, as the caller with `cookie`. */
  const knock = (userId: string, cookie?: string) => {
    const { app } = get();
    return Promise.all([
      callMemory(app, 'POST', '/process-text', { userId, text: 'I watered the roses.' }, cookie),
      callMemory(app, 'POST', '/query', { userId, query: 'Where are my keys?' }, cookie),
      callMemory(app, 'GET', `/history/${userId}`, undefined, cookie),
      callMemory(app, 'GET', `/memory-report/${userId}`, undefined, cookie),
      callMemory(app, 'GET', `/tasks/${userId}`, undefined, cookie),
      callMemory(
        app,
        'POST',
        '/tasks/create',
        { patientId: userId, summary: 'Water roses', startDate: '2030-01-01', endDate: '2030-01-02' },
        cookie,
      ),
      callMemory(app, 'POST', '/tasks/complete', { patientId: userId, taskId: 2_000_000_000 }, cookie),
    ]);
  };
  const statuses = async (userId: string, cookie?: string) =>
    (await knock(userId, cookie)).map((r) => r.status);

  it('a patient acts only for themselves: another patient is a 403 that changes nothing', async () => {
    const { app, db } = get();
    const patient = await signInAs(app, 'user');
    const other = await makePatient(db);
    expect(await statuses(await accountIdOf(db, 'user'), patient)).toEqual([
      200, 200, 200, 200, 200, 201, 404,
    ]);
    const before = await databaseFingerprint(db);
    const refused = await knock(other.id, patient);
    expect(refused.map((r) => r.status)).toEqual(Array(7).fill(403));
    expect(refused[0]?.body).toMatchObject({
      error: 'FORBIDDEN',
      message: expect.stringContaining('only for yourself'),
    });
    // The same answer whether or not the id exists.
    expect(await statuses(UNKNOWN_ID, patient)).toEqual(Array(7).fill(403));
    expect(await databaseFingerprint(db)).toEqual(before);
  });

  it('staff act for any patient; a supplier may not use the companion at all', async () => {
    const { app, db } = get();
    const staff = await signInAs(app, 'staff');
    const patient = await makePatient(db);
    expect(await statuses(patient.id, staff)).toEqual([200, 200, 200, 200, 200, 201, 404]);
    const history = await callMemory(app, 'GET', `/history/${patient.id}`, undefined, staff);
    expect(history.body.entries[0]).toMatchObject({ type: 'user', enteredBy: 'Jordan Lee' });

    const supplier = await signInAs(app, 'supplier');
    const before = await databaseFingerprint(db);
    expect(await statuses(patient.id, supplier)).toEqual(Array(7).fill(403));
    expect((await callMemory(app, 'GET', '/patients', undefined, supplier)).status).toBe(403);
    expect((await callMemory(app, 'GET', '', undefined, '')).status).toBe(401);
    expect(await databaseFingerprint(db)).toEqual(before);
  });

  it('an unknown patient, a carer’s own id, an empty or malformed id is a 400 that changes nothing', async () => {
    const { app, db } = get();
    const before = await databaseFingerprint(db);
    const unknown = await knock(UNKNOWN_ID);
    expect(unknown.map((r) => r.status)).toEqual(Array(7).fill(400));
    expect(unknown[0]?.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: `No patient has the id ${UNKNOWN_ID}. Choose a patient from the list.`,
    });
    expect(await statuses(await accountIdOf(db, 'admin'))).toEqual(Array(7).fill(400));
    expect(await statuses(await accountIdOf(db, 'staff'), await signInAs(app, 'staff'))).toEqual(
      Array(7).fill(400),
    );
    for (const id of ['not-a-uuid', '123', `${UNKNOWN_ID}0`]) {
      expect(await statuses(id)).toEqual(Array(7).fill(400));
    }
    const empty = await Promise.all([
      callMemory(app, 'POST', '/process-text', { userId: '', text: 'Hello' }),
      callMemory(app, 'POST', '/query', { userId: '', query: 'Hello?' }),
      callMemory(app, 'GET', '/history/'),
      callMemory(app, 'GET', '/memory-report/'),
      callMemory(app, 'GET', '/tasks/'),
    ]);
    expect(empty.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect(await databaseFingerprint(db)).toEqual(before);
  });

  it('refuses bad bodies before storing anything', async () => {
    const { app, db } = get();
    const patient = await makePatient(db);
    const before = await databaseFingerprint(db);
    const bodies: unknown[] = [
      { userId: patient.id },
      { userId: patient.id, text: '' },
      { userId: patient.id, text: '   \n ' },
      { userId: patient.id, text: 42 },
      { userId: patient.id, text: 'x'.repeat(MEMORY_TEXT_MAX_LENGTH + 1) },
      { userId: patient.id, text: 'Hello', extra: true },
      { userId: [patient.id], text: 'Hello' },
      { text: 'Hello' },
      null,
      [],
    ];
    for (const body of bodies) {
      const res = await callMemory(app, 'POST', '/process-text', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
    const badQueries: unknown[] = [
      { userId: patient.id, query: '' },
      { userId: patient.id, query: 'x'.repeat(501) },
    ];
    for (const body of badQueries) expect((await callMemory(app, 'POST', '/query', body)).status).toBe(400);
    const badTasks: unknown[] = [
      { patientId: patient.id, summary: 'A', startDate: '2030-02-30', endDate: '2030-03-01' },
      { patientId: patient.id, summary: '', startDate: '2030-01-01', endDate: '2030-01-01' },
      {
        patientId: patient.id,
        summary: 'A',
        startDate: '2030-01-01',
        endDate: '2030-01-01',
        sourceMemoryId: '1',
      },
    ];
    for (const body of badTasks)
      expect((await callMemory(app, 'POST', '/tasks/create', body)).status).toBe(400);
    expect(
      (await callMemory(app, 'POST', '/tasks/complete', { patientId: patient.id, taskId: '1' })).status,
    ).toBe(400);
    expect((await callMemory(app, 'POST', '/admin/acknowledge-alert/01')).status).toBe(400);
    expect(await databaseFingerprint(db)).toEqual(before);
  });
});
