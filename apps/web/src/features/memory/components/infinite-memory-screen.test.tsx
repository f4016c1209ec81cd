import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '@/testing/axe';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { type ApiRoute, json, stubApi } from '@/testing/stub-api';
import { entry, PATIENT_ID, processed, report } from '../testing/memory-fixtures';
import { InfiniteMemoryScreen } from './infinite-memory-screen';

const OTHER_ID = '00000000-0000-4000-8000-0000000000bb';
const STATUS = { status: 'ok', service: 'memory', ocrReady: false };

/** The memory API of one patient, as the server answers it. */
function memoryApi(patientId: string, overrides: Record<string, ApiRoute> = {}) {
  return {
    'GET /api/memory': STATUS,
    'GET /api/memory/patients': [
      { id: PATIENT_ID, name: 'Margaret Demo' },
      { id: OTHER_ID, name: 'Walter Other' },
    ],
    [`GET /api/memory/history/${patientId}`]: { entries: [entry()] },
    [`GET /api/memory/tasks/${patientId}`]: [],
    [`GET /api/memory/memory-report/${patientId}`]: report(),
    ...overrides,
  };
}

/** The first answers wait for the session, the patients and lazily loaded schemas: slow on a busy machine. */
const WAIT = { timeout: 5000 };
const SLOW = 20_000;

const status = () => screen.getByTestId('memory-status');
const history = () => within(screen.getByRole('region', { name: 'Conversation history' }));
/**
 * Waits for text in the history panel. The panel is looked up afresh each time: it is mounted again when the
 * patient becomes known (one workspace per patient).
 */
const findInHistory = (text: string) => waitFor(() => history().getByText(text), WAIT);

describe('InfiniteMemoryScreen (live)', () => {
  beforeAll(async () => {
    // Radix Select scrolls the chosen option into view, which jsdom does not do.
    Element.prototype.scrollIntoView = () => undefined;
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('memory');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'tests the connection, loads the first patient’s conversation, tasks and 3-day report',
    async () => {
      const fetch = stubApi(memoryApi(PATIENT_ID));
      const { container } = renderWithProviders(<InfiniteMemoryScreen />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Infinite Memory' })).toBeTruthy();
      await waitFor(() => expect(status().textContent).toBe('Connected'), WAIT);
      expect((await screen.findAllByRole('tab', {}, WAIT)).map((tab) => tab.textContent)).toEqual([
        'Conversation',
        'Memory Query',
        'Tasks',
        'Analytics',
      ]);
      expect(await findInHistory('AI Assistant')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Patient' }).textContent).toContain('Margaret Demo');
      const urls = fetch.mock.calls.map(([url]) => String(url));
      expect(urls).toContain(`/api/memory/memory-report/${PATIENT_ID}?days=3`);
      expect(urls).toContain(`/api/memory/tasks/${PATIENT_ID}`);
      await expectNoSeriousAxeViolations(container);
    },
    SLOW,
  );

  it(
    'shows Disconnected when the backend does not answer, and Connected after Test Connection',
    async () => {
      let isUp = false;
      stubApi(
        memoryApi(PATIENT_ID, {
          'GET /api/memory': () =>
            isUp ? json(STATUS) : json({ error: 'UNAVAILABLE', message: 'Down' }, 503),
        }),
      );
      renderWithProviders(<InfiniteMemoryScreen />);
      await waitFor(() => expect(status().textContent).toBe('Disconnected'), WAIT);
      const form = (await screen.findByLabelText('Message', {}, WAIT)).closest('form') as HTMLElement;
      expect(within(form).getByRole('button', { name: 'Process' }).hasAttribute('disabled')).toBe(true);

      isUp = true;
      fireEvent.click(screen.getByRole('button', { name: 'Test Connection' }));
      expect(status().textContent).toBe('Testing');
      await waitFor(() => expect(status().textContent).toBe('Connected'), WAIT);
    },
    SLOW,
  );

  it(
    'acts for a patient as themselves: no patient select, their own id',
    async () => {
      const patient = sessionFor('user', { id: OTHER_ID });
      const fetch = stubApi({ '/api/auth/session': patient, ...memoryApi(OTHER_ID) });
      renderWithProviders(<InfiniteMemoryScreen />);
      expect(await findInHistory('AI Assistant')).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: 'Patient' })).toBeNull();
      const urls = fetch.mock.calls.map(([url]) => String(url));
      expect(urls).toContain(`/api/memory/history/${OTHER_ID}`);
      expect(urls).not.toContain('/api/memory/patients');
    },
    SLOW,
  );

  it(
    'shows the server’s refusal as "HTTP error! status: …, message: …"',
    async () => {
      stubApi(
        memoryApi(PATIENT_ID, {
          'POST /api/memory/process-text': () =>
            json({ error: 'INTERNAL', message: 'The memory store is unavailable.' }, 500),
        }),
      );
      renderWithProviders(<InfiniteMemoryScreen />);
      await findInHistory('AI Assistant');
      const message = screen.getByLabelText('Message');
      const process = within(message.closest('form') as HTMLElement).getByRole('button', { name: 'Process' });
      await waitFor(() => expect(process.hasAttribute('disabled')).toBe(false));
      fireEvent.change(message, { target: { value: 'I put my keys in the drawer.' } });
      fireEvent.click(process);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'HTTP error! status: 500, message: The memory store is unavailable.',
      );
    },
    SLOW,
  );

  it(
    'says No user ID set when a carer has no patient to act for',
    async () => {
      stubApi(memoryApi(PATIENT_ID, { 'GET /api/memory/patients': [] }));
      renderWithProviders(<InfiniteMemoryScreen />);
      expect(await screen.findByText('There are no patients to choose from yet.')).toBeTruthy();
      await waitFor(() => expect(status().textContent).toBe('Connected'), WAIT);
      fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
      fireEvent.click(
        within(screen.getByLabelText('Message').closest('form') as HTMLElement).getByRole('button'),
      );
      expect((await screen.findByRole('alert')).textContent).toBe('No user ID set');
    },
    SLOW,
  );

  it(
    'loads and posts for the patient a carer chooses',
    async () => {
      const fetch = stubApi({
        ...memoryApi(PATIENT_ID),
        ...memoryApi(OTHER_ID, { [`GET /api/memory/history/${OTHER_ID}`]: { entries: [] } }),
        'POST /api/memory/process-text': processed('Tea with Joan'),
      });
      renderWithProviders(<InfiniteMemoryScreen />);
      await findInHistory('AI Assistant');
      fireEvent.keyDown(screen.getByRole('combobox', { name: 'Patient' }), { key: 'Enter' });
      fireEvent.click(await screen.findByRole('option', { name: 'Walter Other' }));
      await findInHistory('No conversation history yet');
      const urls = fetch.mock.calls.map(([url]) => String(url));
      expect(urls).toContain(`/api/memory/history/${OTHER_ID}`);

      const message = screen.getByLabelText('Message');
      const process = within(message.closest('form') as HTMLElement).getByRole('button', { name: 'Process' });
      await waitFor(() => expect(process.hasAttribute('disabled')).toBe(false));
      fireEvent.change(message, { target: { value: 'Tea with Joan' } });
      fireEvent.click(process);
      expect(await findInHistory('Tea with Joan')).toBeTruthy();
      const post = fetch.mock.calls.find(([url]) => String(url) === '/api/memory/process-text');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ userId: OTHER_ID, text: 'Tea with Joan' });
    },
    SLOW,
  );
});
