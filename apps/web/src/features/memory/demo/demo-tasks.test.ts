import { describe, expect, it } from 'vitest';
import { createDemoBackend, DEMO_PATIENT_ID } from './create-demo-backend';
import { DEMO_INVALID_INPUT, DEMO_TASK_ALREADY_COMPLETED, DEMO_TASK_NOT_FOUND } from './demo-memory-error';

// Wednesday 12 March 2025, 3 pm, in the machine's own zone (the demo reads the browser's).
const NOW = new Date(2025, 2, 12, 15, 0);
const demo = () => createDemoBackend({ now: () => NOW });
const newTask = (fields: {
  summary?: string;
  startDate?: string;
  endDate: string;
  sourceMemoryId?: number;
}) => ({
  patientId: DEMO_PATIENT_ID,
  summary: 'Water the plants',
  startDate: '2025-03-12',
  ...fields,
});

describe('tasks', () => {
  it('lists the three samples dated around today, pending first by end date, then the done one', async () => {
    const tasks = await demo().tasks(DEMO_PATIENT_ID);
    expect(
      tasks.map(({ taskId, startDate, endDate, completed }) => [taskId, startDate, endDate, completed]),
    ).toEqual([
      [1, '2025-03-12', '2025-03-13', false],
      [2, '2025-03-12', '2025-03-18', false],
      [3, '2025-03-09', '2025-03-11', true],
    ]);
    expect(tasks.every((task) => task.patientId === DEMO_PATIENT_ID)).toBe(true);
    expect(tasks[2]?.completedAt).toBe(new Date(2025, 2, 11, 18, 0).toISOString());
    expect(tasks.slice(0, 2).map((task) => task.completedAt)).toEqual([null, null]);
  });

  it('gives copies, so changing one changes nothing stored', async () => {
    const backend = demo();
    const [first] = await backend.tasks(DEMO_PATIENT_ID);
    if (first) first.summary = 'Changed';
    expect((await backend.tasks(DEMO_PATIENT_ID))[0]?.summary).toBe('Collect amlodipine from the pharmacy');
  });
});

describe('createTask', () => {
  it('stores a pending task under the next id and lists it', async () => {
    const backend = demo();
    const task = await backend.createTask(newTask({ endDate: '2025-04-01' }));
    expect(task).toEqual({
      taskId: 4,
      patientId: DEMO_PATIENT_ID,
      summary: 'Water the plants',
      description: '',
      startDate: '2025-03-12',
      endDate: '2025-04-01',
      completed: false,
      createdAt: NOW.toISOString(),
      completedAt: null,
      priority: 'low',
      sourceMemoryId: null,
    });
    expect((await backend.tasks(DEMO_PATIENT_ID)).map((listed) => listed.taskId)).toContain(4);
  });

  it.each([
    ['2025-03-13', 'high'],
    ['2025-03-17', 'medium'],
    ['2025-04-01', 'low'],
  ] as const)('a plain task ending %s is %s priority', async (endDate, priority) => {
    expect((await demo().createTask(newTask({ endDate }))).priority).toBe(priority);
  });

  it('takes the urgency of its words: a worrying task is high however far off', async () => {
    const task = await demo().createTask(
      newTask({ summary: 'Tell Dr. Patel that I felt dizzy again', endDate: '2025-04-01' }),
    );
    expect(task.priority).toBe('high');
    const appointment = await demo().createTask(
      newTask({ summary: 'Book a dentist appointment', endDate: '2025-04-01' }),
    );
    expect(appointment.priority).toBe('medium');
  });

  it('keeps the memory a task came from', async () => {
    expect(
      (await demo().createTask(newTask({ endDate: '2025-03-20', sourceMemoryId: 1 }))).sourceMemoryId,
    ).toBe(1);
  });

  it.each([
    [
      newTask({ startDate: '2025-03-14', endDate: '2025-03-13' }),
      'The end date cannot be before the start date.',
    ],
    [newTask({ summary: '  ', endDate: '2025-03-13' }), 'The task summary is empty: write something first.'],
    [newTask({ endDate: '13/03/2025' }), 'Use a date like 2026-12-31 (YYYY-MM-DD).'],
    [
      newTask({ endDate: '2025-03-20', sourceMemoryId: 999 }),
      "Memory 999 is not one of this patient's memories.",
    ],
  ])('refuses %j: %s', async (request, message) => {
    const backend = demo();
    await expect(backend.createTask(request)).rejects.toMatchObject({ code: DEMO_INVALID_INPUT, message });
    expect(await backend.tasks(DEMO_PATIENT_ID)).toHaveLength(3);
  });
});

describe('completeTask', () => {
  it('completes a pending task once, then says it is already completed', async () => {
    const backend = demo();
    const done = await backend.completeTask(DEMO_PATIENT_ID, 1);
    expect(done).toMatchObject({ taskId: 1, completed: true, completedAt: NOW.toISOString() });
    await expect(backend.completeTask(DEMO_PATIENT_ID, 1)).rejects.toMatchObject({
      code: DEMO_TASK_ALREADY_COMPLETED,
      message: 'Task 1 is already completed.',
      messageKey: 'memoryTaskCompleted',
      params: { id: 1 },
    });
    // Most recently completed first among the done ones.
    expect((await backend.tasks(DEMO_PATIENT_ID)).map((task) => [task.taskId, task.completed])).toEqual([
      [2, false],
      [1, true],
      [3, true],
    ]);
  });

  it('refuses the sample that is already done', async () => {
    await expect(demo().completeTask(DEMO_PATIENT_ID, 3)).rejects.toThrow('Task 3 is already completed.');
  });

  it('refuses a task it does not hold, and an id that is not one', async () => {
    const backend = demo();
    await expect(backend.completeTask(DEMO_PATIENT_ID, 99)).rejects.toMatchObject({
      code: DEMO_TASK_NOT_FOUND,
      message: 'No task 99 for this patient.',
      messageKey: 'memoryTaskNotFound',
    });
    await expect(backend.completeTask(DEMO_PATIENT_ID, 0)).rejects.toMatchObject({
      code: DEMO_INVALID_INPUT,
    });
  });
});
