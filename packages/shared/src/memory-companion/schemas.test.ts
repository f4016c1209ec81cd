import { describe, expect, it } from 'vitest';
import { createMemoryTaskRequestSchema, processTextRequestSchema } from './schemas';

const PATIENT = '5f0c8f3e-2a4b-4c1d-9e8f-0a1b2c3d4e5f';
const task = (fields: Record<string, unknown> = {}) => ({
  patientId: PATIENT,
  summary: 'Ring the pharmacy',
  startDate: '2025-03-12',
  endDate: '2025-03-14',
  ...fields,
});
const issuesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } | undefined }) =>
  (result.error?.issues ?? []).map(({ message, path }) => ({ message, path }));

describe('createMemoryTaskRequestSchema', () => {
  it('takes a task, its description empty when left out', () => {
    expect(createMemoryTaskRequestSchema.parse(task())).toEqual({ ...task(), description: '' });
  });

  it('takes a task that starts and ends on the same day', () => {
    expect(createMemoryTaskRequestSchema.safeParse(task({ endDate: '2025-03-12' })).success).toBe(true);
  });

  it('refuses an end before the start, on the end date', () => {
    expect(issuesOf(createMemoryTaskRequestSchema.safeParse(task({ endDate: '2025-03-11' })))).toEqual([
      { message: 'The end date cannot be before the start date.', path: ['endDate'] },
    ]);
  });

  it.each([null, [], 'task', 42])('refuses the body %j without comparing dates', (body) => {
    expect(createMemoryTaskRequestSchema.safeParse(body).success).toBe(false);
  });

  it('refuses a blank summary', () => {
    expect(issuesOf(createMemoryTaskRequestSchema.safeParse(task({ summary: '  \n ' })))).toEqual([
      { message: 'The task summary is empty: write something first.', path: ['summary'] },
    ]);
  });

  it('refuses a summary over 200 characters', () => {
    expect(issuesOf(createMemoryTaskRequestSchema.safeParse(task({ summary: 'a'.repeat(201) })))).toEqual([
      { message: 'The task summary is at most 200 characters.', path: ['summary'] },
    ]);
  });

  it.each(['12/03/2025', '2025-3-12', '2025-03-12T10:00:00Z', '2025-02-30', ''])(
    'refuses the date %j',
    (date) => {
      expect(
        issuesOf(createMemoryTaskRequestSchema.safeParse(task({ startDate: date, endDate: '2025-03-14' }))),
      ).toEqual([{ message: 'Use a date like 2026-12-31 (YYYY-MM-DD).', path: ['startDate'] }]);
    },
  );

  it('refuses a patient id that is not a uuid, and a field it does not know', () => {
    expect(issuesOf(createMemoryTaskRequestSchema.safeParse(task({ patientId: 'demo-user' })))).toEqual([
      {
        message: "patientId is the id of a patient's account (for example the demo patient's).",
        path: ['patientId'],
      },
    ]);
    expect(createMemoryTaskRequestSchema.safeParse(task({ priority: 'high' })).success).toBe(false);
  });
});

describe('processTextRequestSchema', () => {
  it('takes a patient id and some text', () => {
    expect(processTextRequestSchema.parse({ userId: PATIENT, text: 'I had soup.' })).toEqual({
      userId: PATIENT,
      text: 'I had soup.',
    });
  });

  it('refuses blank text', () => {
    expect(issuesOf(processTextRequestSchema.safeParse({ userId: PATIENT, text: ' \t\n' }))).toEqual([
      { message: 'The message is empty: write something first.', path: ['text'] },
    ]);
  });

  it('takes 4000 characters and refuses 4001', () => {
    expect(processTextRequestSchema.safeParse({ userId: PATIENT, text: 'a'.repeat(4000) }).success).toBe(
      true,
    );
    expect(issuesOf(processTextRequestSchema.safeParse({ userId: PATIENT, text: 'a'.repeat(4001) }))).toEqual(
      [{ message: 'The message is at most 4000 characters.', path: ['text'] }],
    );
  });

  it('refuses text that is not text', () => {
    expect(issuesOf(processTextRequestSchema.safeParse({ userId: PATIENT, text: 42 }))).toEqual([
      { message: 'The message is text.', path: ['text'] },
    ]);
  });

  it('refuses a user id that is not a uuid', () => {
    expect(issuesOf(processTextRequestSchema.safeParse({ userId: 'not-a-uuid', text: 'Hello' }))).toEqual([
      {
        message: "userId is the id of a patient's account (for example the demo patient's).",
        path: ['userId'],
      },
    ]);
  });
});
