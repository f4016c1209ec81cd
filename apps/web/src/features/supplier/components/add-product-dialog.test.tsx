import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { run, setWallet } from '@/components/marketplace/testing/fake-wallet';
import { toast } from '@/components/ui/toast/toast-store';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { AddProductDialog } from './add-product-dialog';

// The wallet layer needs a browser wallet and a chain: in these component unit tests its hooks and components
// are replaced through the feature's one seam (../lib/wallet). End-to-end tests use the real one.
vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet'));

const HASH = `0x${'9f'.repeat(32)}`;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));

describe('AddProductDialog', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('marketplace');
  });
  beforeEach(() => {
    setWallet('connected');
    run.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has the spec fields and shows the spec messages without calling anything', () => {
    const fetch = stubApi();
    renderWithProviders(<AddProductDialog open onOpenChange={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Add New Product' })).toBeTruthy();
    for (const label of [
      'Name *',
      'Description *',
      'Category *',
      'Price * (ETH)',
      'Inventory *',
      'Image URL',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();

    submit();
    expect(screen.getByText('Please fill in all required fields.')).toBeTruthy();

    type('Name *', 'Insulin pens');
    type('Description *', 'Pack of 5');
    type('Price * (ETH)', 'cheap');
    type('Inventory *', '10');
    submit();
    expect(screen.getByText('Please enter valid numbers for price and inventory.')).toBeTruthy();
    // The field in error says what it takes, beside it, and has the focus.
    const price = screen.getByLabelText('Price * (ETH)');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(price.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a number, for example 6.50.',
    );
    expect(document.activeElement).toBe(price);
    expect(fetch).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });

  it('uploads the metadata, lists the product with its hash, then closes with the success notice', async () => {
    const fetch = stubApi({
      'POST /api/marketplace/metadata': {
        hash: HASH,
        metadata: { name: 'Insulin pens', description: 'Pack of 5', category: 'Antibiotics', imageUrl: '' },
      },
    });
    const onOpenChange = vi.fn();
    renderWithProviders(<AddProductDialog open onOpenChange={onOpenChange} />);
    type('Name *', 'Insulin pens');
    type('Description *', 'Pack of 5');
    type('Price * (ETH)', '0.05');
    type('Inventory *', '10');
    submit();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Insulin pens',
      description: 'Pack of 5',
      category: 'Antibiotics',
      imageUrl: '',
    });
    expect(run).toHaveBeenCalledWith({ functionName: 'listProduct', args: [50000000000000000n, 10n, HASH] });
    expect(toast.getSnapshot().map((t) => t.message)).toContain('Product listed successfully!');
  });

  it('reads "Adding..." while submitting and says when adding failed', async () => {
    stubApi();
    renderWithProviders(<AddProductDialog open onOpenChange={() => undefined} />);
    type('Name *', 'Insulin pens');
    type('Description *', 'Pack of 5');
    type('Price * (ETH)', '0.05');
    type('Inventory *', '10');
    submit();
    expect(screen.getByRole('button', { name: 'Adding...' }).hasAttribute('disabled')).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Failed to add product: /);
    expect(run).not.toHaveBeenCalled();
  });
});
