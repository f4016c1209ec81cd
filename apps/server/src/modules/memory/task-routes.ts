import {
  apiErrorSchema,
  completeMemoryTaskRequestSchema,
  createMemoryTaskRequestSchema,
  memoryTaskSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingAccount, resolvePatient } from '../patients';
import { completeMemoryTask } from './complete-memory-task';
import { createMemoryTask } from './create-memory-task';
import { listMemoryTasks } from './list-memory-tasks';
import { userIdParamsSchema } from './route-schemas';

const tags = ['memory'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const use = { access: 'memory.use' } as const;

/** A patient's tasks and reminders (spec "Task"): add, list, complete. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/tasks/create',
    {
      config: use,
      schema: {
        tags,
        summary:
          'Add a task for the patient; its priority comes from what it says and how soon it ends (400 when the end is before the start)',
        body: createMemoryTaskRequestSchema,
        response: { 201: memoryTaskSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { patientId, ...task } = request.body;
      const patient = await resolvePatient(request, db, patientId, 'memory');
      const created = await createMemoryTask({ db, patient, createdBy: actingAccount(request), task });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/tasks/:userId',
    {
      config: use,
      schema: {
        tags,
        summary: "The patient's tasks: pending ones by end date, then completed ones, newest first",
        params: userIdParamsSchema,
        response: { 200: z.array(memoryTaskSchema), ...errors },
      },
    },
    async (request) => {
      const patient = await resolvePatient(request, db, request.params.userId, 'memory');
      return listMemoryTasks({ db, patientId: patient.id });
    },
  );

  app.post(
    '/tasks/complete',
    {
      config: use,
      schema: {
        tags,
        summary: "Mark one of the patient's tasks completed (404 unknown, 409 when it already is)",
        body: completeMemoryTaskRequestSchema,
        response: { 200: memoryTaskSchema, ...errors },
      },
    },
    async (request) => {
      const patient = await resolvePatient(request, db, request.body.patientId, 'memory');
      return completeMemoryTask({
        db,
        patientId: patient.id,
        taskId: request.body.taskId,
        completedBy: actingAccount(request),
      });
    },
  );
};
