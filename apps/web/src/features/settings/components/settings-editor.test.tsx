import { DEFAULT_SETTINGS, type Settings } from '@careledger/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { SettingsEditor } from './settings-editor';

const saved = { ...DEFAULT_SETTINGS, email: 'manager@clinic.example' } as Settings;
const resets = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url) === '/api/settings/reset');

describe('Reset to Default asks first', () => {
  beforeAll(async () => {
    await setUpI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('resets nothing until confirmed, nothing on Keep my settings, and once on confirmation', async () => {
    const fetch = stubApi({ 'POST /api/settings/reset': saved });
    renderWithProviders(<SettingsEditor saved={saved} />);
    fireEvent.click(screen.getByTestId('settings-reset'));
    let dialog = await screen.findByRole('dialog', { name: 'Reset every setting to its default?' });
    expect(resets(fetch)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resets(fetch)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('settings-reset'));
    dialog = await screen.findByRole('dialog', { name: 'Reset every setting to its default?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset to Default' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resets(fetch)).toHaveLength(1);
  });
});
