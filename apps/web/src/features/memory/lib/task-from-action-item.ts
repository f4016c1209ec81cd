import {
  type CreateMemoryTaskRequest,
  MEMORY_TASK_SUMMARY_MAX_LENGTH,
  type MemoryActionItem,
  type MemoryTask,
} from '@careledger/shared';
import { calendarDay } from './calendar-day';

/** An action item the entry gave a date ("call the pharmacy tomorrow"), which Make task turns into a task. */
export type DatedActionItem = MemoryActionItem & { due: string };

export const isDated = (item: MemoryActionItem): item is DatedActionItem => item.due !== null;

/**
 * Make task: the action as the summary (the whole of it in the description when it is longer than a summary
 * may be), starting and ending on the day it is due, linked to the memory it came from.
 */
export function taskFromActionItem(
  item: DatedActionItem,
  { patientId, memoryId, timeZone }: { patientId: string; memoryId: number; timeZone: string },
): CreateMemoryTaskRequest {
  const day = calendarDay(item.due, timeZone);
  const isLong = item.text.length > MEMORY_TASK_SUMMARY_MAX_LENGTH;
  return {
    patientId,
    summary: isLong ? `${item.text.slice(0, MEMORY_TASK_SUMMARY_MAX_LENGTH - 1)}…` : item.text,
    description: isLong ? item.text : '',
    startDate: day,
    endDate: day,
    sourceMemoryId: memoryId,
  };
}

/** Whether a task was already made of this action item, so Make task is not offered twice. */
export function hasTaskFor(tasks: readonly MemoryTask[], item: MemoryActionItem, memoryId: number): boolean {
  return tasks.some(
    (task) =>
      task.sourceMemoryId === memoryId && (task.summary === item.text || task.description === item.text),
  );
}
