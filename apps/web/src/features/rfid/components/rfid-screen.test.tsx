import type { RfidStatistics, RfidTag } from '@careledger/shared';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { type ApiRoute, json, stubApi } from '@/testing/stub-api';
import { RfidScreen } from './rfid-screen';

const statistics: RfidStatistics = {
  totalTags: 2,
  activeTags: 1,
  lostTags: 1,
  damagedTags: 0,
  totalSupplies: 4,
  suppliesWithRFID: 2,
  suppliesWithoutRFID: 2,
  coveragePercentage: 50,
};

const scanned: RfidTag = {
  tagId: '3034257BF400B7800000002A',
  itemId: 1,
  itemName: 'Nitrile gloves',
  status: 'active',
  generatedAt: '2026-11-01T10:00:00.000Z',
  lastScan: '2026-11-22T08:30:00.000Z',
  location: 'Pharmacy store room',
  batteryLevel: 64,
  signalStrength: 'high',
  pureIdentityUri: 'urn:epc:id:sgtin:0614141.000183.42',
};
const passive: RfidTag = {
  ...scanned,
  tagId: '3034257BF400B7C00000002B',
  itemId: 2,
  itemName: 'Gauze pads',
  status: 'lost',
  lastScan: null,
  location: null,
  batteryLevel: null,
  signalStrength: null,
};
const tags = [scanned, passive];

const tagPage = { items: tags, total: tags.length, page: 1, pageSize: 20 };

/** The RFID API as the screen sees it; `overrides` ("METHOD path") answer first. */
const stubRfidApi = (overrides: Record<string, ApiRoute> = {}) =>
  stubApi({ '/api/rfid/statistics': statistics, '/api/rfid/tags': tagPage, ...overrides });

const renderScreen = () => renderWithProviders(<RfidScreen />);

const statusMessage = () => screen.getByTestId('rfid-status-message').textContent;

async function openTagsTab() {
  const tab = await screen.findByRole('tab', { name: 'Tags' });
  // Radix Tabs switch on mouse down.
  fireEvent.mouseDown(tab);
  return screen.findByTestId('rfid-tags-table');
}

describe('RfidScreen', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('rfid');
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a full-page loading state, then the summary cards, eight tiles and recent activity', async () => {
    stubRfidApi();
    renderScreen();
    expect(screen.getByText('Loading RFID tags…')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();

    expect((await screen.findByTestId('rfid-summary-total-value')).textContent).toBe('2');
    expect(screen.getByTestId('rfid-summary-without-value').textContent).toBe('2');
    expect(screen.getByTestId('rfid-summary-lost-value').textContent).toBe('1');
    const tiles = within(screen.getByTestId('rfid-statistics'));
    expect(tiles.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Total RFID Tags',
      'Active Tags',
      'Lost Tags',
      'Damaged Tags',
      'Total Supplies',
      'With RFID',
      'Without RFID',
      'Coverage Rate',
    ]);
    expect(screen.getByTestId('rfid-tile-coverageRate').textContent).toContain('50%');
    const rows = screen.getAllByTestId('rfid-recent-row');
    expect(rows.map((row) => row.querySelector('[data-status]')?.getAttribute('data-status'))).toEqual([
      'active',
      'lost',
    ]);
    expect(rows[1]?.textContent).toContain('Gauze pads');
    expect(rows[1]?.textContent).toContain(passive.tagId);
  });

  it('says when the RFID data could not be loaded, with the reason', async () => {
    stubRfidApi({ 'GET /api/rfid/statistics': () => json({ error: 'X', message: 'Database down.' }, 503) });
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The RFID data could not be loaded. Database down.',
    );
  });

  const FINGERPRINT = 'd'.repeat(64);
  const assignPreview = {
    fingerprint: FINGERPRINT,
    items: [
      { itemId: 3, itemName: 'Saline 0.9% 500 ml', category: 'Consumables' },
      { itemId: 4, itemName: 'Gauze swabs', category: 'Consumables' },
    ],
  };
  const assigns = (fetch: ReturnType<typeof stubApi>) =>
    fetch.mock.calls.filter(
      ([url, init]) => init?.method === 'POST' && String(url).startsWith('/api/rfid/assign'),
    );
  const confirmAssign = async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Assign RFID tags to these supplies?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign Tags' }));
    return dialog;
  };

  it('lists the supplies that would get a tag; Cancel assigns nothing', async () => {
    const fetch = stubRfidApi({ 'GET /api/rfid/assign/preview': assignPreview });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign RFID Tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign RFID tags to these supplies?' });
    expect(
      within(dialog)
        .getAllByTestId('planned-tag')
        .map((li) => li.textContent),
    ).toEqual(['Saline 0.9% 500 ml', 'Gauze swabs']);
    expect(dialog.textContent).toContain('Supplies without an RFID tag: 2.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(assigns(fetch)).toHaveLength(0);
  });

  it('assigns once on confirmation with the preview’s fingerprint, then a message that clears after 3 seconds', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = stubRfidApi({
      'GET /api/rfid/assign/preview': assignPreview,
      'POST /api/rfid/assign': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign RFID Tags' }));
    await confirmAssign();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    expect((await screen.findByRole('button', { name: 'Assigning…' })).hasAttribute('disabled')).toBe(true);
    expect(assigns(fetch).map(([url]) => url)).toEqual([`/api/rfid/assign?confirm=${FINGERPRINT}`]);

    answer(json({ assigned: 2 }));
    await vi.waitFor(() => expect(statusMessage()).toBe('✅ Successfully assigned 2 RFID tags!'));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(2900));
    expect(statusMessage()).toBe('✅ Successfully assigned 2 RFID tags!');
    act(() => vi.advanceTimersByTime(200));
    expect(statusMessage()).toBe('');
  });

  it('says Failed when the server refuses, and Error when it cannot be reached', async () => {
    let fail: () => Response | Promise<Response> = () => json({ error: 'X', message: 'No.' }, 500);
    stubRfidApi({ 'GET /api/rfid/assign/preview': assignPreview, 'POST /api/rfid/assign': () => fail() });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign RFID Tags' }));
    await confirmAssign();
    await vi.waitFor(() => expect(statusMessage()).toBe('❌ Failed to assign RFID tags'));

    fail = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Assign RFID Tags' }));
    await confirmAssign();
    await vi.waitFor(() => expect(statusMessage()).toBe('❌ Error assigning RFID tags'));
  });

  it('keeps the dialog open with the reason when the untagged supplies changed since the preview', async () => {
    stubRfidApi({
      'GET /api/rfid/assign/preview': assignPreview,
      'POST /api/rfid/assign': () =>
        json(
          {
            error: 'CONFLICT',
            message: 'The untagged items changed since the preview; no tags were assigned.',
          },
          409,
        ),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign RFID Tags' }));
    const dialog = await confirmAssign();
    await vi.waitFor(() => expect(dialog.textContent).toContain('no tags were assigned'));
  });

  it('shows last scan, location, battery and signal in the view dialog only when the tag has them', async () => {
    stubRfidApi();
    renderScreen();
    await openTagsTab();

    fireEvent.click(screen.getByRole('button', { name: 'View tag of Nitrile gloves' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'RFID Tag Details' }));
    expect(dialog.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Item Name',
      'RFID Tag ID',
      'Status',
      'Generated',
      'Last Scan',
      'Location',
      'Battery Level',
      'Signal Strength',
    ]);
    expect(dialog.getByRole('progressbar', { name: 'Battery Level' }).getAttribute('value')).toBe('64');
    expect(dialog.getByText('64%')).toBeTruthy();
    expect(dialog.getByText('High')).toBeTruthy();
    fireEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);

    fireEvent.click(await screen.findByRole('button', { name: 'View tag of Gauze pads' }));
    dialog = within(await screen.findByRole('dialog', { name: 'RFID Tag Details' }));
    expect(dialog.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Item Name',
      'RFID Tag ID',
      'Status',
      'Generated',
    ]);
    expect(dialog.getByText('Lost')).toBeTruthy();
  });

  it('refuses a battery level over 100 without saving, empties a non-numeric one, and sends the whole tag', async () => {
    const bodies: unknown[] = [];
    stubRfidApi({
      [`PUT /api/rfid/tags/${scanned.tagId}`]: (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ ...scanned, batteryLevel: 100 });
      },
    });
    renderScreen();
    await openTagsTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit tag of Nitrile gloves' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit RFID Tag' }));
    expect(dialog.getByLabelText('Item Name').hasAttribute('readonly')).toBe(true);
    expect(dialog.getByLabelText('RFID Tag ID').hasAttribute('readonly')).toBe(true);
    const battery = dialog.getByLabelText('Battery Level') as HTMLInputElement;

    fireEvent.change(battery, { target: { value: '101' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(battery.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByRole('alert').textContent).toBe('Battery level must be a whole number from 0 to 100.');
    expect(bodies).toEqual([]);

    fireEvent.change(battery, { target: { value: 'abc' } });
    expect(battery.value).toBe('');

    fireEvent.change(battery, { target: { value: '100' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      tagId: scanned.tagId,
      itemId: scanned.itemId,
      itemName: scanned.itemName,
      status: 'active',
      location: 'Pharmacy store room',
      batteryLevel: 100,
      signalStrength: 'high',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit RFID Tag' })).toBeNull());
  });
});
