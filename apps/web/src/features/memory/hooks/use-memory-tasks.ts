import { type MemoryTask, TIMEZONE_IANA } from '@careledger/shared';
import { useCallback, useState } from 'react';
import { usePreferences } from '@/hooks/use-preferences';
import type { MemoryBackend } from '../lib/memory-backend';
import type { TaskDraft } from '../lib/task-draft';
import { type DatedActionItem, taskFromActionItem } from '../lib/task-from-action-item';
import type { RunMemoryAction } from './use-memory-run';

/** The person's tasks: created from the form or from a dated action item, and completed. */
export function useMemoryTasks(backend: MemoryBackend, run: RunMemoryAction) {
  const { timezone } = usePreferences();
  const [tasks, setTasks] = useState<MemoryTask[]>([]);

  const createTask = useCallback(
    (draft: TaskDraft) =>
      run(async (patientId) => {
        const task = await backend.createTask({
          patientId,
          summary: draft.summary.trim(),
          description: draft.description.trim(),
          startDate: draft.startDate.trim(),
          endDate: draft.endDate.trim(),
        });
        setTasks((known) => [...known, task]);
        return task;
      }),
    [backend, run],
  );

  /** Make task: one click, then the list is read again. */
  const makeTask = useCallback(
    (item: DatedActionItem, memoryId: number) =>
      run(async (patientId) => {
        const timeZone = TIMEZONE_IANA[timezone];
        await backend.createTask(taskFromActionItem(item, { patientId, memoryId, timeZone }));
        setTasks(await backend.tasks(patientId));
        return true;
      }),
    [backend, run, timezone],
  );

  /** Spec 001 section 4: after a successful call the task is marked completed here. */
  const completeTask = useCallback(
    (taskId: number) =>
      run(async (patientId) => {
        const done = await backend.completeTask(patientId, taskId);
        setTasks((known) => known.map((task) => (task.taskId === taskId ? done : task)));
        return done;
      }),
    [backend, run],
  );

  return { tasks, setTasks, createTask, makeTask, completeTask };
}
