/** What the Create Task form holds; dates are YYYY-MM-DD (typed in the live screen, picked in the demo). */
export interface TaskDraft {
  summary: string;
  description: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_TASK_DRAFT: TaskDraft = { summary: '', description: '', startDate: '', endDate: '' };

/** Spec 001 section 5: a summary, a start date and an end date are required; the description is optional. */
export function hasTaskEssentials({ summary, startDate, endDate }: TaskDraft): boolean {
  return summary.trim() !== '' && startDate.trim() !== '' && endDate.trim() !== '';
}
