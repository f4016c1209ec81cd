import { localDay, memoryTaskSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { databaseFingerprint } from '../../test/snapshot';
import { callMemory, makePatient } from './memory-test-helpers';

const DAY_MS = 86_400_000;
/** A UTC day `days` from today (the test patients have no time zone setting, so UTC). */
const dayIn = (days: number) => localDay(new Date(Date.now() + days * DAY_MS), 0);

describeEachDatabase(
  'memory tasks (POST /api/memory/tasks/create, /tasks/complete; GET /tasks/:userId)',
  (get) => {
    const create = async (body: Record<string, unknown>) => {
      const res = await callMemory(get().app, 'POST', '/tasks/create', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return memoryTaskSchema.parse(res.body);
    };
    const task = (patientId: string, summary: string, endIn: number, extra: Record<string, unknown> = {}) =>
      create({ patientId, summary, description: '', startDate: dayIn(0), endDate: dayIn(endIn), ...extra });

    it('creates tasks with a priority from their words and end date, and lists pending ones first', async () => {
      const patient = await makePatient(get().db);
      const later = await task(patient.id, 'Sort the photo albums', 30);
      const soon = await task(patient.id, 'Water the garden', 4);
      const urgent = await task(patient.id, 'Fell in the garden, check the wrist', 30);
      expect(later).toMatchObject({
        priority: 'low',
        completed: false,
        completedAt: null,
        sourceMemoryId: null,
      });
      expect(soon.priority).toBe('medium');
      expect(urgent.priority).toBe('high');

      const done = await callMemory(get().app, 'POST', '/tasks/complete', {
        patientId: patient.id,
        taskId: soon.taskId,
      });
      expect(done.status).toBe(200);
      expect(memoryTaskSchema.parse(done.body)).toMatchObject({ taskId: soon.taskId, completed: true });
      expect(done.body.completedAt).not.toBeNull();

      const list = await callMemory(get().app, 'GET', `/tasks/${patient.id}`);
      expect(list.status).toBe(200);
      expect(
        memoryTaskSchema
          .array()
          .parse(list.body)
          .map((t) => t.taskId),
      ).toEqual([later.taskId, urgent.taskId, soon.taskId]);
    });

    it('completes a task once: a second completion is a 409, an unknown or another patient’s task a 404', async () => {
      const patient = await makePatient(get().db);
      const other = await makePatient(get().db);
      const { taskId } = await task(patient.id, 'Buy milk', 2);
      const complete = (patientId: string, id: number) =>
        callMemory(get().app, 'POST', '/tasks/complete', { patientId, taskId: id });
      expect((await complete(other.id, taskId)).status).toBe(404);
      expect((await complete(patient.id, taskId)).status).toBe(200);
      const again = await complete(patient.id, taskId);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        error: 'CONFLICT',
        message: `Task ${taskId} is already completed.`,
      });
      const unknown = await complete(patient.id, 2_000_000_000);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('NOT_FOUND');
      expect((await complete(patient.id, 3_000_000_000)).status).toBe(404);
    });

    it('of two concurrent completions, one succeeds and the other is a 409', async () => {
      const patient = await makePatient(get().db);
      const { taskId } = await task(patient.id, 'Post the birthday card', 3);
      const both = await Promise.all(
        [1, 2].map(() => callMemory(get().app, 'POST', '/tasks/complete', { patientId: patient.id, taskId })),
      );
      expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    });

    it('links a task to one of the patient’s own memories only', async () => {
      const patient = await makePatient(get().db);
      const other = await makePatient(get().db);
      const told = await callMemory(get().app, 'POST', '/process-text', {
        userId: patient.id,
        text: 'I need to call the pharmacy tomorrow.',
      });
      const linked = await task(patient.id, 'Call the pharmacy', 1, { sourceMemoryId: told.body.memoryId });
      expect(linked).toMatchObject({ sourceMemoryId: told.body.memoryId, priority: 'high' });

      const before = await databaseFingerprint(get().db);
      const refused = await callMemory(get().app, 'POST', '/tasks/create', {
        patientId: other.id,
        summary: 'Call the pharmacy',
        startDate: dayIn(0),
        endDate: dayIn(1),
        sourceMemoryId: told.body.memoryId,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(`Memory ${told.body.memoryId}`);
      expect(await databaseFingerprint(get().db)).toEqual(before);
    });

    it('refuses an end date before the start date, and stores nothing', async () => {
      const patient = await makePatient(get().db);
      const before = await databaseFingerprint(get().db);
      const res = await callMemory(get().app, 'POST', '/tasks/create', {
        patientId: patient.id,
        summary: 'Backwards',
        startDate: dayIn(3),
        endDate: dayIn(1),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED' });
      expect(res.body.message).toContain('The end date cannot be before the start date.');
      expect(await databaseFingerprint(get().db)).toEqual(before);
    });
  },
);
