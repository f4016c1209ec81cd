import type { MemoryTaskPriority, MemoryUrgencyLevel } from './constants';

/** A task due within this many days of today (end date) is at least medium priority. */
export const TASK_SOON_DAYS = 7;

/**
 * A task's priority from what it says and when it ends: high when its text is urgent (a fall, missed medication)
 * or it ends today or tomorrow (or already ended); medium when its text names an appointment or deadline, or it
 * ends within a week; low otherwise. `today` and `endDate` are YYYY-MM-DD in the patient's calendar.
 */
export function taskPriority(
  textUrgency: MemoryUrgencyLevel,
  endDate: string,
  today: string,
): MemoryTaskPriority {
  const daysLeft = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  if (textUrgency === 'high' || daysLeft <= 1) return 'high';
  if (textUrgency === 'medium' || daysLeft <= TASK_SOON_DAYS) return 'medium';
  return 'low';
}
