import type { AccountRole, RfidStatistics, RfidSupply, RfidTag } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { SessionReady, waitForSession } from '@/testing/session-ready';
import { stubApi } from '@/testing/stub-api';
import { RfidScreen } from './rfid-screen';

const statistics: RfidStatistics = {
  totalTags: 1,
  activeTags: 1,
  lostTags: 0,
  damagedTags: 0,
  totalSupplies: 2,
  suppliesWithRFID: 1,
  suppliesWithoutRFID: 1,
  coveragePercentage: 50,
};
const tag: RfidTag = {
  tagId: '3034257BF400B7800000002A',
  itemId: 1,
  itemName: 'Nitrile gloves',
  status: 'active',
  generatedAt: '2026-11-01T10:00:00.000Z',
  lastScan: null,
  location: null,
  batteryLevel: null,
  signalStrength: null,
  pureIdentityUri: 'urn:epc:id:sgtin:0614141.000183.42',
};
const untagged: RfidSupply = {
  itemId: 2,
  name: 'Gauze pads',
  supplierName: null,
  stock: 4,
  unit: 'box',
  tagId: null,
  tagStatus: null,
};
const pageOf = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

function renderAs(role: AccountRole) {
  stubApi({
    '/api/auth/session': sessionFor(role),
    '/api/rfid/statistics': statistics,
    '/api/rfid/tags': pageOf([tag]),
    '/api/rfid/supplies': pageOf([untagged]),
  });
  renderWithProviders(
    <>
      <SessionReady />
      <RfidScreen />
    </>,
  );
}

/** Radix tabs switch on mouse down; the tab's content is the only panel rendered. */
async function openTab(name: string) {
  fireEvent.mouseDown(await screen.findByRole('tab', { name }));
  return within(await screen.findByRole('tabpanel', { name }));
}

describe('RfidScreen shows each role only what it may do', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('rfid');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lets staff read and export tags, but not assign, add or edit one', async () => {
    renderAs('staff');
    expect(await waitForSession()).toBe('staff');
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign RFID Tags' })).toBeNull();

    const tags = await openTab('Tags');
    await tags.findByTestId('rfid-tags-table');
    expect(tags.getByRole('button', { name: 'Export Data' })).toBeTruthy();
    expect(tags.getByRole('button', { name: 'View tag of Nitrile gloves' })).toBeTruthy();
    expect(tags.queryByRole('button', { name: 'Add RFID Tag' })).toBeNull();
    expect(tags.queryByRole('button', { name: 'Edit tag of Nitrile gloves' })).toBeNull();

    const supplies = await openTab('Supplies');
    const row = await supplies.findByTestId('rfid-supply-row');
    expect(row.textContent).toContain('No RFID');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('lets a manager assign, add and edit tags', async () => {
    renderAs('manager');
    expect(await waitForSession()).toBe('manager');
    expect(await screen.findByRole('button', { name: 'Assign RFID Tags' })).toBeTruthy();

    const tags = await openTab('Tags');
    await tags.findByTestId('rfid-tags-table');
    expect(tags.getByRole('button', { name: 'Add RFID Tag' })).toBeTruthy();
    expect(tags.getByRole('button', { name: 'Edit tag of Nitrile gloves' })).toBeTruthy();

    const supplies = await openTab('Supplies');
    const row = await supplies.findByTestId('rfid-supply-row');
    expect(within(row).getByRole('button', { name: 'Add an RFID tag to Gauze pads' })).toBeTruthy();
  });
});
