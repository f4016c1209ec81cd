import { MEMORY_TASK_SUMMARY_MAX_LENGTH, type MemoryTask } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { hasTaskFor, isDated, taskFromActionItem } from './task-from-action-item';

const patientId = '00000000-0000-4000-8000-000000000004';
const where = { patientId, memoryId: 7, timeZone: 'UTC' };

describe('taskFromActionItem', () => {
  it('makes a one-day task of a dated action, linked to its memory', () => {
    const item = { text: 'Call the pharmacy', due: '2026-11-21', dueText: 'tomorrow' };
    expect(taskFromActionItem(item, where)).toEqual({
      patientId,
      summary: 'Call the pharmacy',
      description: '',
      startDate: '2026-11-21',
      endDate: '2026-11-21',
      sourceMemoryId: 7,
    });
  });

  it('takes the day of a dated time in the reader’s zone', () => {
    const item = { text: 'See Dr Patel', due: '2026-11-21T02:00:00.000Z', dueText: 'at 9pm' };
    const task = taskFromActionItem(item, { ...where, timeZone: 'America/New_York' });
    expect([task.startDate, task.endDate]).toEqual(['2026-11-20', '2026-11-20']);
  });

  it('shortens a summary that is too long and keeps the whole action in the description', () => {
    const text = 'x'.repeat(MEMORY_TASK_SUMMARY_MAX_LENGTH + 5);
    const task = taskFromActionItem({ text, due: '2026-11-21', dueText: 'tomorrow' }, where);
    expect(task.summary).toHaveLength(MEMORY_TASK_SUMMARY_MAX_LENGTH);
    expect(task.description).toBe(text);
  });
});

describe('isDated and hasTaskFor', () => {
  const item = { text: 'Call the pharmacy', due: '2026-11-21', dueText: 'tomorrow' };
  const task = { sourceMemoryId: 7, summary: 'Call the pharmacy', description: '' } as MemoryTask;

  it('offers Make task only for an action with a date', () => {
    expect(isDated(item)).toBe(true);
    expect(isDated({ ...item, due: null, dueText: null })).toBe(false);
  });

  it('knows a task was made of the action in that memory', () => {
    expect(hasTaskFor([task], item, 7)).toBe(true);
    expect(hasTaskFor([task], item, 8)).toBe(false);
    expect(hasTaskFor([], item, 7)).toBe(false);
  });
});
