import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryHttpError } from '@/api/memory/memory-http-error';
import { setUpI18n } from '@/testing/i18n';
import { fakeBackend } from '../testing/fake-backend';
import { analysis, entry, PATIENT_ID, processed } from '../testing/memory-fixtures';
import { renderWorkspace } from '../testing/render-workspace';

const messageBox = () => screen.getByLabelText('Message');
const messageForm = () => messageBox().closest('form') as HTMLFormElement;
const processButton = () => within(messageForm()).getByRole('button', { name: 'Process' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');
const history = () => within(screen.getByRole('region', { name: 'Conversation history' }));

/** The history, tasks and report have loaded: the one loading flag is down. */
const ready = () => waitFor(() => expect(isDisabled(processButton())).toBe(false));

function type(text: string) {
  fireEvent.change(messageBox(), { target: { value: text } });
}

describe('ConversationTab', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('memory');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the empty history, then the person’s entry and the AI reply with its badges', async () => {
    const backend = fakeBackend();
    renderWorkspace(backend);
    expect(await history().findByText('No conversation history yet')).toBeTruthy();
    await ready();
    type('I fell in the kitchen and hurt my wrist.');
    fireEvent.click(processButton());

    await history().findByText('AI Assistant');
    const entries = history().getAllByTestId('memory-entry');
    expect(entries.map((item) => item.dataset.type)).toEqual(['user', 'ai']);
    expect(backend.processText).toHaveBeenCalledWith(PATIENT_ID, 'I fell in the kitchen and hurt my wrist.');
    const [you, reply] = entries.map((item) => within(item));
    expect(you?.getByText('You')).toBeTruthy();
    expect(you?.getByText('I fell in the kitchen and hurt my wrist.')).toBeTruthy();
    expect(reply?.getByText('AI Assistant')).toBeTruthy();
    expect(reply?.getByText('14:05').getAttribute('datetime')).toBe('2026-11-20T14:05:00.000Z');
    const importance = reply?.getByTestId('memory-importance');
    expect(importance?.textContent).toBe('85% important');
    expect(importance?.dataset.colour).toBe('red');
    expect(reply?.getByTestId('memory-sentiment').textContent).toBe('Negative');
    expect(reply?.getByTestId('memory-urgency').textContent).toBe('High urgency');
    expect(reply?.getByTestId('memory-urgency-reasons').textContent).toBe('Why: A fall and Dizziness');
    expect(reply?.getAllByTestId('memory-topic').map((badge) => badge.textContent)).toEqual([
      'kitchen',
      'wrist',
    ]);
    const actions = reply?.getAllByTestId('memory-action-item').map((badge) => badge.textContent);
    expect(actions).toEqual(['Call Dr Patel (by Nov 21, 2026)', 'Buy a wrist support']);
    expect(messageBox()).toHaveProperty('value', '');
    // The new reply is read to screen readers.
    expect(screen.getByText(/^AI Assistant: You fell in the kitchen/).getAttribute('role')).toBe('status');
  });

  it('shows no urgency badge for a normal entry, and colours importance yellow and green', async () => {
    const backend = fakeBackend();
    backend.history.mockResolvedValue([
      entry({
        id: '1-ai',
        memoryId: 1,
        analysis: analysis({ urgencyLevel: 'normal', importanceScore: 0.6 }),
      }),
      entry({
        id: '2-ai',
        memoryId: 2,
        analysis: analysis({ urgencyLevel: 'medium', importanceScore: 0.59 }),
      }),
    ]);
    renderWorkspace(backend);
    const [normal, medium] = (await history().findAllByTestId('memory-entry')).map((item) => within(item));
    expect(normal?.queryByTestId('memory-urgency')).toBeNull();
    expect(normal?.getByTestId('memory-importance').dataset.colour).toBe('yellow');
    expect(medium?.getByTestId('memory-urgency').dataset.colour).toBe('yellow');
    expect(medium?.getByTestId('memory-importance').dataset.colour).toBe('green');
  });

  it('sends on Enter, keeps Shift+Enter for a new line, and ignores blank text', async () => {
    const backend = fakeBackend();
    renderWorkspace(backend);
    await ready();
    type('   ');
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    type('Tea with Joan');
    fireEvent.keyDown(messageBox(), { key: 'Enter', shiftKey: true });
    expect(backend.processText).not.toHaveBeenCalled();
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    await waitFor(() => expect(backend.processText).toHaveBeenCalledWith(PATIENT_ID, 'Tea with Joan'));
  });

  it('keeps Process disabled while disconnected and while an action runs', async () => {
    const disconnected = fakeBackend();
    renderWorkspace(disconnected, { isConnected: false });
    expect(isDisabled(processButton())).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Upload Image' }))).toBe(true);
    cleanup();

    const slow = fakeBackend();
    slow.processText.mockReturnValue(new Promise(() => undefined));
    renderWorkspace(slow);
    await ready();
    type('Hello');
    fireEvent.click(processButton());
    // The person's entry shows at once, before the reply.
    expect(await history().findByText('Hello')).toBeTruthy();
    expect(isDisabled(processButton())).toBe(true);
  });

  it('shows the spec’s HTTP error, takes the entry back and returns the text to the box', async () => {
    const backend = fakeBackend();
    backend.processText.mockRejectedValue(new MemoryHttpError(500, 'The memory store is unavailable.'));
    renderWorkspace(backend);
    await ready();
    type('My keys are in the drawer.');
    fireEvent.click(processButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'HTTP error! status: 500, message: The memory store is unavailable.',
    );
    // The history renders a deferred copy of the entries (conversation-history.tsx): it catches up a render later.
    expect(await history().findByText('No conversation history yet')).toBeTruthy();
    expect(messageBox()).toHaveProperty('value', 'My keys are in the drawer.');
    expect(isDisabled(processButton())).toBe(false);
  });

  it('says No user ID set without a patient, and sends nothing', async () => {
    const backend = fakeBackend();
    renderWorkspace(backend, { userId: null });
    type('Hello');
    fireEvent.click(processButton());
    expect((await screen.findByRole('alert')).textContent).toBe('No user ID set');
    expect(backend.processText).not.toHaveBeenCalled();
    expect(backend.history).not.toHaveBeenCalled();
  });

  it('says a carer was told when an entry raised a carer alert', async () => {
    const backend = fakeBackend();
    backend.processText.mockResolvedValue(processed('I fell', { alertId: 3 }));
    renderWorkspace(backend);
    await ready();
    type('I fell');
    fireEvent.click(processButton());
    expect((await history().findByTestId('memory-carer-alerted')).textContent).toContain(
      'A carer has been told',
    );
  });
});
