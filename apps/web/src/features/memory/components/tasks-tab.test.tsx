import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { fakeBackend } from '../testing/fake-backend';
import { PATIENT_ID, task } from '../testing/memory-fixtures';
import { renderWorkspace } from '../testing/render-workspace';

const openTasks = () => {
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Tasks' }));
  return within(screen.getByRole('tabpanel', { name: 'Tasks' }));
};
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

function fill(panel: ReturnType<typeof openTasks>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(panel.getByLabelText(label), { target: { value } });
  }
}

describe('TasksTab', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('memory');
  });
  afterEach(cleanup);

  it('says No tasks yet, then creates a task once the summary and both dates are there', async () => {
    const backend = fakeBackend();
    renderWorkspace(backend);
    const panel = openTasks();
    expect(await panel.findByText('No tasks yet')).toBeTruthy();
    expect(panel.getByText('Create your first task!')).toBeTruthy();
    const create = panel.getByRole('button', { name: 'Create Task' });

    fill(panel, { 'Task summary': 'Physiotherapy', 'Start date (YYYY-MM-DD)': '2026-11-21' });
    expect(isDisabled(create)).toBe(true);
    fill(panel, { 'End date (YYYY-MM-DD)': '2026-11-22', 'Task description': 'Bring the sheet' });
    expect(isDisabled(create)).toBe(false);
    fireEvent.click(create);

    const item = within(await panel.findByTestId('memory-task'));
    expect(backend.createTask).toHaveBeenCalledWith({
      patientId: PATIENT_ID,
      summary: 'Physiotherapy',
      description: 'Bring the sheet',
      startDate: '2026-11-21',
      endDate: '2026-11-22',
    });
    expect(item.getByText('Physiotherapy')).toBeTruthy();
    expect(panel.getByLabelText('Task summary')).toHaveProperty('value', '');
  });

  it('lists a task with its priority, dates and state, and completes it once', async () => {
    const backend = fakeBackend();
    backend.tasks.mockResolvedValue([
      task(),
      task({ taskId: 2, summary: 'Water the roses', priority: 'low', completed: true, description: '' }),
    ]);
    renderWorkspace(backend);
    const panel = openTasks();
    const [pending, done] = (await panel.findAllByTestId('memory-task')).map((item) => within(item));
    expect(pending?.getByTestId('memory-task-priority').textContent).toBe('High priority');
    expect(pending?.getByText('Bring the exercise sheet.')).toBeTruthy();
    expect(pending?.getByText('Nov 21, 2026 – Nov 21, 2026')).toBeTruthy();
    expect(pending?.getByText('Pending')).toBeTruthy();
    expect(done?.getAllByText('Completed')).toHaveLength(2);
    expect(done?.queryByRole('button', { name: /^Complete/ })).toBeNull();

    const complete = pending?.getByRole('button', { name: 'Complete: Physiotherapy' }) as HTMLElement;
    await waitFor(() => expect(isDisabled(complete)).toBe(false));
    fireEvent.click(complete);
    await waitFor(() => expect(pending?.queryByText('Pending')).toBeNull());
    expect(backend.completeTask).toHaveBeenCalledWith(PATIENT_ID, 1);
    expect(pending?.getAllByText('Completed')).toHaveLength(2);
  });

  it('keeps Create Task and Complete disabled while disconnected', async () => {
    const backend = fakeBackend();
    backend.tasks.mockResolvedValue([task()]);
    renderWorkspace(backend, { isConnected: false });
    const panel = openTasks();
    await panel.findByTestId('memory-task');
    fill(panel, {
      'Task summary': 'Physiotherapy',
      'Start date (YYYY-MM-DD)': '2026-11-21',
      'End date (YYYY-MM-DD)': '2026-11-21',
    });
    expect(isDisabled(panel.getByRole('button', { name: 'Create Task' }))).toBe(true);
    expect(isDisabled(panel.getByRole('button', { name: 'Complete: Physiotherapy' }))).toBe(true);
  });

  it('shows the server’s refusal as the spec’s HTTP error', async () => {
    const { MemoryHttpError } = await import('@/api/memory/memory-http-error');
    const backend = fakeBackend();
    backend.createTask.mockRejectedValue(
      new MemoryHttpError(400, 'The end date cannot be before the start date.'),
    );
    renderWorkspace(backend);
    const panel = openTasks();
    await panel.findByText('No tasks yet');
    fill(panel, {
      'Task summary': 'Physiotherapy',
      'Start date (YYYY-MM-DD)': '2026-11-22',
      'End date (YYYY-MM-DD)': '2026-11-21',
    });
    fireEvent.click(panel.getByRole('button', { name: 'Create Task' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'HTTP error! status: 400, message: The end date cannot be before the start date.',
    );
    expect(panel.getByLabelText('Task summary')).toHaveProperty('value', 'Physiotherapy');
  });

  it('offers date pickers in the demo', async () => {
    renderWorkspace(fakeBackend({ mode: 'demo' }));
    const panel = openTasks();
    expect(panel.getByLabelText('Start date')).toHaveProperty('type', 'date');
    expect(panel.getByLabelText('End date')).toHaveProperty('type', 'date');
  });
});
