import { describe, expect, it } from 'vitest';
import { TASK_SOON_DAYS, taskPriority } from './task-priority';

const TODAY = '2025-03-12';

describe('taskPriority', () => {
  it('is high when the text is urgent, however far off the end date', () => {
    expect(taskPriority('high', '2026-01-01', TODAY)).toBe('high');
  });

  it('is high when the task ends today, tomorrow or has already ended', () => {
    expect(taskPriority('normal', '2025-03-12', TODAY)).toBe('high');
    expect(taskPriority('normal', '2025-03-13', TODAY)).toBe('high');
    expect(taskPriority('normal', '2025-03-01', TODAY)).toBe('high');
  });

  it('is medium when the text names an appointment or deadline and the end is far off', () => {
    expect(taskPriority('medium', '2026-01-01', TODAY)).toBe('medium');
  });

  it(`is medium from two days to ${TASK_SOON_DAYS} days ahead, then low`, () => {
    expect(taskPriority('normal', '2025-03-14', TODAY)).toBe('medium');
    expect(taskPriority('normal', '2025-03-19', TODAY)).toBe('medium');
    expect(taskPriority('normal', '2025-03-20', TODAY)).toBe('low');
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(taskPriority('normal', '2024-03-01', '2024-02-29')).toBe('high');
    expect(taskPriority('normal', '2024-03-07', '2024-02-28')).toBe('low');
    expect(taskPriority('normal', '2024-03-06', '2024-02-28')).toBe('medium');
  });
});
