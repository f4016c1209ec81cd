import { MESSAGES_NAMESPACE } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { setUpI18n } from '@/testing/i18n';
import { restockingPage, restockingRequest } from '@/testing/medicine-fixtures';
import { renderWithProviders } from '@/testing/render';
import { serverWord } from '@/testing/server-word';
import { sessionFor } from '@/testing/session';
import { SessionReady, waitForSession } from '@/testing/session-ready';
import { json, stubApi } from '@/testing/stub-api';
import { RestockingRequestsTab } from './restocking-requests-tab';

const LIST = 'GET /api/medicine/restocking-requests';
const pending = restockingRequest();
const scheduled = restockingRequest({
  requestId: 6,
  medicineName: 'Ibuprofen 200 mg tablets',
  status: 'scheduled',
  urgencyLevel: 'high',
  purchaseOrderId: 31,
});
const fulfilled = restockingRequest({ requestId: 7, medicineName: 'Loratadine 10 mg', status: 'fulfilled' });

const renderTab = () =>
  renderWithProviders(
    <>
      <SessionReady />
      <RestockingRequestsTab />
    </>,
  );
const requestItem = async (id: number) =>
  (await screen.findAllByTestId('restocking-request')).find(
    (item) => item.dataset.requestId === String(id),
  ) as HTMLElement;
const buttonsOf = (item: HTMLElement) =>
  within(item)
    .queryAllByRole('button')
    .map((button) => button.textContent);
const posts = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
const toasts = () => toast.getSnapshot().map((t) => `${t.type}: ${t.message}`);

describe('RestockingRequestsTab', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['medicine', MESSAGES_NAMESPACE]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    for (const t of toast.getSnapshot()) toast.dismiss(t.id);
  });

  it('shows every field of a request and only the actions its status allows', async () => {
    stubApi({ [LIST]: restockingPage([pending, scheduled, fulfilled]) });
    renderTab();
    await waitForSession();
    const first = await requestItem(5);
    const item = within(first);
    expect(item.getByRole('heading', { name: 'Acetaminophen 500 mg tablets' })).toBeTruthy();
    expect(first.textContent).toContain(
      serverWord('medicine.restocking.critical', 'Recommended at critical stock: 8 left, threshold 20.', {
        stock: 8,
        threshold: 20,
      }),
    );
    expect(item.getByTestId('urgency').textContent).toBe('Medium urgency');
    expect(item.getByTestId('urgency').dataset.colour).toBe('yellow');
    expect(item.getByTestId('restocking-status').textContent).toBe('Pending');
    expect(item.getByTestId('current-stock').textContent).toBe('8');
    expect(item.getByTestId('requested-quantity').textContent).toBe('100');
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T10:00:00.000Z');
    expect(first.querySelector('time')?.textContent).toMatch(/2026/);
    expect(buttonsOf(first)).toEqual(['Schedule Order', 'Mark Fulfilled']);

    const second = await requestItem(6);
    expect(within(second).getByTestId('urgency').dataset.colour).toBe('red');
    expect(within(second).getByTestId('purchase-order').textContent).toBe('Purchase order #31');
    expect(buttonsOf(second)).toEqual(['Mark Fulfilled']);
    expect(buttonsOf(await requestItem(7))).toEqual([]);
  });

  it('schedules an order and marks a request fulfilled through their endpoints, with a toast', async () => {
    const fetch = stubApi({
      [LIST]: restockingPage([pending, scheduled]),
      'POST /api/medicine/restocking-requests/5/schedule': {
        ...pending,
        status: 'scheduled',
        purchaseOrderId: 32,
      },
      'POST /api/medicine/restocking-requests/6/fulfil': { ...scheduled, status: 'fulfilled' },
    });
    renderTab();
    await waitForSession();
    fireEvent.click(within(await requestItem(5)).getByRole('button', { name: 'Schedule Order' }));
    await vi.waitFor(() =>
      expect(toasts()).toContain('success: Order scheduled for Acetaminophen 500 mg tablets.'),
    );
    fireEvent.click(within(await requestItem(6)).getByRole('button', { name: 'Mark Fulfilled' }));
    await vi.waitFor(() =>
      expect(toasts()).toContain('success: Restocking of Ibuprofen 200 mg tablets marked fulfilled.'),
    );
    expect(posts(fetch)).toEqual([
      '/api/medicine/restocking-requests/5/schedule',
      '/api/medicine/restocking-requests/6/fulfil',
    ]);
  });

  it('disables the buttons while an action runs, and toasts the server’s reason when it is refused', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      [LIST]: restockingPage([pending]),
      'POST /api/medicine/restocking-requests/5/fulfil': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderTab();
    await waitForSession();
    const item = within(await requestItem(5));
    fireEvent.click(item.getByRole('button', { name: 'Mark Fulfilled' }));
    await vi.waitFor(() =>
      expect(item.getByRole('button', { name: 'Schedule Order' }).hasAttribute('disabled')).toBe(true),
    );
    expect(item.getByRole('button', { name: 'Mark Fulfilled' }).hasAttribute('disabled')).toBe(true);

    answer(json({ error: 'CONFLICT', message: 'This restocking request is already fulfilled.' }, 409));
    await vi.waitFor(() =>
      expect(toasts()).toContain('error: This restocking request is already fulfilled.'),
    );
    expect(item.getByRole('button', { name: 'Mark Fulfilled' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers medical staff no actions: scheduling needs orders.manage and fulfilling inventory.manage', async () => {
    stubApi({ '/api/auth/session': sessionFor('staff'), [LIST]: restockingPage([pending, scheduled]) });
    renderTab();
    expect(await waitForSession()).toBe('staff');
    expect(buttonsOf(await requestItem(5))).toEqual([]);
    expect(buttonsOf(await requestItem(6))).toEqual([]);
  });

  it('says No Restocking Requests when there are none', async () => {
    stubApi({ [LIST]: restockingPage([]) });
    renderTab();
    expect(await screen.findByText('No Restocking Requests')).toBeTruthy();
    expect(screen.queryByTestId('restocking-list')).toBeNull();
  });
});
