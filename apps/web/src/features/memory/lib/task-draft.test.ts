import { describe, expect, it } from 'vitest';
import { EMPTY_TASK_DRAFT, hasTaskEssentials } from './task-draft';

const complete = {
  summary: 'Call the pharmacy',
  description: '',
  startDate: '2026-11-21',
  endDate: '2026-11-21',
};

describe('hasTaskEssentials', () => {
  it('needs a summary, a start date and an end date; the description is optional', () => {
    expect(hasTaskEssentials(complete)).toBe(true);
    expect(hasTaskEssentials(EMPTY_TASK_DRAFT)).toBe(false);
  });

  it.each(['summary', 'startDate', 'endDate'] as const)('refuses a blank %s', (field) => {
    expect(hasTaskEssentials({ ...complete, [field]: '   ' })).toBe(false);
  });
});
