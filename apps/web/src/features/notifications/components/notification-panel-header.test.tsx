import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { NotificationPanelHeader } from './notification-panel-header';

const clears = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');

describe('Clear all asks first', () => {
  beforeAll(async () => {
    await setUpI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('deletes nothing until confirmed, nothing on Keep them, and once on Clear all in the dialog', async () => {
    const fetch = stubApi({ 'DELETE /api/notifications': { deleted: 3 }, 'GET /api/notifications': [] });
    renderWithProviders(<NotificationPanelHeader titleId="t" unread={1} total={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    let dialog = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    expect(clears(fetch)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(clears(fetch)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    dialog = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(clears(fetch)).toHaveLength(1);
  });
});
