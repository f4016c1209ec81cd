import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { fakeBackend } from '../testing/fake-backend';
import { answer, PATIENT_ID } from '../testing/memory-fixtures';
import { renderWorkspace } from '../testing/render-workspace';

const openQuery = () => {
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Memory Query' }));
  return within(screen.getByRole('tabpanel', { name: 'Memory Query' }));
};
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

describe('QueryTab', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('memory');
  });
  afterEach(cleanup);

  it('asks when the form is submitted (Enter in the field) and shows the answer with the memories it quotes and when they were told', async () => {
    const backend = fakeBackend();
    renderWorkspace(backend);
    const panel = openQuery();
    expect(panel.getByText(/Answers come only from what you have told Infinite Memory/)).toBeTruthy();
    const question = panel.getByLabelText('Question');
    await waitFor(() => expect(isDisabled(panel.getByRole('button', { name: 'Query' }))).toBe(false));

    fireEvent.change(question, { target: { value: 'Where are my glasses?' } });
    fireEvent.submit(question.closest('form') as HTMLFormElement);

    const shown = within(await panel.findByTestId('memory-answer'));
    expect(backend.query).toHaveBeenCalledWith(PATIENT_ID, 'Where are my glasses?');
    expect(shown.getByText('In the blue case on the hall table.')).toBeTruthy();
    const source = within(shown.getByTestId('memory-source'));
    expect(source.getByText('I put my reading glasses in the blue case on the hall table.')).toBeTruthy();
    expect(source.getByText('Told Nov 16, 2026, 6:00 PM')).toBeTruthy();
  });

  it('shows the server’s “no memory” answer without sources, and ignores a blank question', async () => {
    const backend = fakeBackend();
    backend.query.mockResolvedValue(
      answer({ answer: "I don't have a memory of that.", found: false, sources: [] }),
    );
    renderWorkspace(backend);
    const panel = openQuery();
    const button = panel.getByRole('button', { name: 'Query' });
    await waitFor(() => expect(isDisabled(button)).toBe(false));

    fireEvent.change(panel.getByLabelText('Question'), { target: { value: '   ' } });
    fireEvent.click(button);
    expect(backend.query).not.toHaveBeenCalled();

    fireEvent.change(panel.getByLabelText('Question'), { target: { value: 'Who is my lawyer?' } });
    fireEvent.click(button);
    expect(await panel.findByText("I don't have a memory of that.")).toBeTruthy();
    expect(panel.queryByTestId('memory-source')).toBeNull();
  });

  it('keeps Query disabled while disconnected and while the question is being answered', async () => {
    renderWorkspace(fakeBackend(), { isConnected: false });
    expect(isDisabled(openQuery().getByRole('button', { name: 'Query' }))).toBe(true);
    cleanup();

    const slow = fakeBackend();
    slow.query.mockReturnValue(new Promise(() => undefined));
    renderWorkspace(slow);
    const panel = openQuery();
    const button = panel.getByRole('button', { name: 'Query' });
    await waitFor(() => expect(isDisabled(button)).toBe(false));
    fireEvent.change(panel.getByLabelText('Question'), { target: { value: 'Where is my passport?' } });
    fireEvent.click(button);
    await waitFor(() => expect(isDisabled(button)).toBe(true));
  });
});
