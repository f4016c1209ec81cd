import type { InventoryItem } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { run, setTransaction, setWallet } from '@/components/marketplace/testing/fake-wallet';
import { toast } from '@/components/ui/toast/toast-store';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { json, stubApi } from '@/testing/stub-api';
import { SupplyRow } from './supply-row';

// The wallet layer needs a browser wallet and a chain: in these component unit tests its hooks and components
// are replaced through the feature's one seam (../lib/wallet). End-to-end tests use the real one.
vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet'));

const HASH = `0x${'9f'.repeat(32)}`;

const item: InventoryItem = {
  id: 42,
  name: 'Amoxicillin 500mg',
  category: 'Antibiotics',
  unit: 'boxes',
  stock: 12,
  threshold: 5,
  status: 'good',
  expiry: null,
  supplierId: 7,
  supplierName: 'MedSupply Co.',
  price: 12.5,
  blockchainVerified: false,
  rfidTag: null,
  archived: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const metadataAnswer = {
  'POST /api/marketplace/metadata': () =>
    json(
      { hash: HASH, metadata: { name: item.name, description: 'x', category: 'Antibiotics', imageUrl: '' } },
      201,
    ),
};

function renderRow(overrides: Partial<InventoryItem> = {}, canManage = true) {
  return renderWithProviders(
    <table>
      <tbody>
        <SupplyRow
          item={{ ...item, ...overrides }}
          canManage={canManage}
          onView={() => undefined}
          onEdit={() => undefined}
          onRemove={() => undefined}
        />
      </tbody>
    </table>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const clickList = () => fireEvent.click(screen.getByRole('button', { name: 'List' }));
/** Presses List and waits for the dialog, whose code loads when it first opens. */
const openListDialog = async () => {
  clickList();
  return screen.findByRole('dialog', { name: 'List on the marketplace' });
};
const submit = () =>
  fireEvent.click(
    within(screen.getByRole('dialog', { name: 'List on the marketplace' })).getByRole('button', {
      name: 'List',
    }),
  );
const toastMessages = () => toast.getSnapshot().map((t) => t.message);

describe('SupplyRow List action', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['inventory', 'wallet']);
  });
  beforeEach(() => {
    run.mockClear();
    for (const t of toast.getSnapshot()) toast.dismiss(t.id);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setWallet('disconnected');
  });

  it('without a wallet says so and opens nothing', () => {
    const fetch = stubApi({});
    setWallet('disconnected');
    renderRow();
    clickList();
    expect(toastMessages()).toContain('Please connect your wallet to list items on the marketplace');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('validates the price and the quantity before calling anything', async () => {
    const fetch = stubApi({});
    setWallet('connected');
    renderRow();
    const dialog = await openListDialog();
    expect(dialog.textContent).toContain('Amoxicillin 500mg: 12 boxes in stock.');
    expect((screen.getByLabelText('Unit price (ETH)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Quantity to list') as HTMLInputElement).value).toBe('12');

    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a unit price in ETH greater than 0, like 0.05.',
    );
    type('Unit price (ETH)', '0');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a unit price in ETH greater than 0, like 0.05.',
    );

    type('Unit price (ETH)', '0.05');
    for (const quantity of ['0', '13', '2.5']) {
      type('Quantity to list', quantity);
      submit();
      expect(screen.getByRole('alert').textContent).toBe('Enter a whole number of units from 1 to 12.');
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });

  it('uploads the metadata linked to the item, then lists it with its hash', async () => {
    setWallet('connected');
    const fetch = stubApi(metadataAnswer);
    renderRow();
    await openListDialog();
    type('Unit price (ETH)', '0.05');
    type('Quantity to list', '10');
    submit();
    await vi.waitFor(() => expect(toastMessages()).toContain('Product listed successfully on blockchain!'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/marketplace/metadata');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Amoxicillin 500mg',
      description: 'Antibiotics from MedSupply Co., counted in boxes.',
      category: 'Antibiotics',
      imageUrl: '',
      inventoryItemId: 42,
    });
    expect(run).toHaveBeenCalledWith({
      functionName: 'listProduct',
      args: [50_000_000_000_000_000n, 10n, HASH],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows Syncing... on the row while the transaction is pending', () => {
    setWallet('connected');
    setTransaction({ step: 'pending' });
    stubApi({});
    renderRow();
    const button = screen.getByRole('button', { name: 'Syncing...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('says "Failed to create product listing." when the metadata or the transaction fails', async () => {
    setWallet('connected');
    stubApi({});
    renderRow();
    await openListDialog();
    type('Unit price (ETH)', '0.05');
    submit();
    await vi.waitFor(() =>
      expect(toastMessages().some((m) => m.startsWith('Failed to create product listing.'))).toBe(true),
    );
    expect(run).not.toHaveBeenCalled();

    for (const t of toast.getSnapshot()) toast.dismiss(t.id);
    stubApi(metadataAnswer);
    run.mockResolvedValueOnce({
      ok: false,
      txHash: null,
      message: 'The wallet refused the transaction.',
    } as never);
    // The toast can come before the dialog has left its busy state; press List once it is back.
    await vi.waitFor(() => submit());
    await vi.waitFor(() =>
      expect(toastMessages()).toContain(
        'Failed to create product listing. The wallet refused the transaction.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'List on the marketplace' })).toBeTruthy();
  });

  it('cannot list an item with nothing in stock', async () => {
    setWallet('connected');
    stubApi({});
    renderRow({ stock: 0, status: 'critical' });
    await openListDialog();
    expect(screen.getByRole('alert').textContent).toBe('There is no stock of this item to list.');
  });
});

describe('SupplyRow actions by role', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['inventory', 'wallet']);
  });
  afterEach(cleanup);

  const buttons = () => screen.getAllByRole('button').map((button) => button.textContent);

  it('offers View, Edit, Remove and List to a role that manages inventory', () => {
    renderRow();
    expect(buttons()).toEqual(['View', 'Edit', 'Remove', 'List']);
  });

  it('offers only View to a role that may not change the catalogue', () => {
    renderRow({}, false);
    expect(buttons()).toEqual(['View']);
  });
});

describe('SupplyRow expiry state', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces(['inventory', 'wallet']);
  });
  afterEach(cleanup);

  it('shows Expired beside a Good stock status and highlights the expiry date', () => {
    renderRow({ status: 'good', expiry: '2026-01-31', expiryState: 'expired' });
    const row = screen.getByRole('row');
    expect(within(row).getByText('Good')).toBeTruthy();
    expect(within(row).getByTestId('expiry-state').textContent).toBe('Expired');
    const date = row.querySelector('time[datetime="2026-01-31"]')?.parentElement;
    expect(date?.getAttribute('title')).toBe('Expired on Jan 31, 2026');
    expect(date?.className).toContain('text-red-700');
  });

  it('shows Expiring soon for stock within the alert window, and nothing for a later expiry', () => {
    renderRow({ expiry: '2026-12-01', expiryState: 'expiring' });
    expect(screen.getByTestId('expiry-state').textContent).toBe('Expiring soon');
    cleanup();
    renderRow({ expiry: '2027-06-01', expiryState: null });
    expect(screen.queryByTestId('expiry-state')).toBeNull();
    expect(screen.getByRole('row').querySelector('time')?.parentElement?.getAttribute('title')).toBeNull();
  });
});
