import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { run, setTransaction, setWallet } from '@/components/marketplace/testing/fake-wallet';
import { toast } from '@/components/ui/toast/toast-store';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { productFixture } from '../testing/fixtures';
import { PurchaseDialog } from './purchase-dialog';

// The wallet layer needs a browser wallet and a chain: in these component unit tests its hooks and components
// are replaced through the feature's one seam (../lib/wallet). End-to-end tests use the real one.
vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet'));

const product = productFixture({ price: '0.125', priceWei: '125000000000000000', inventory: 5 });

function renderDialog(onClose = vi.fn()) {
  renderWithProviders(<PurchaseDialog product={product} onClose={onClose} />);
  return onClose;
}

const quantity = () => screen.getByLabelText('Quantity') as HTMLInputElement;
const setQuantity = (value: string) => fireEvent.change(quantity(), { target: { value } });
const total = () => screen.getByTestId('purchase-total').textContent;
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm Purchase' }));

describe('PurchaseDialog', () => {
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
    setWallet('disconnected');
  });

  it('starts at 1 within 1..stock, shows the stock and the total with 2 decimals', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Purchase Product' })).toBeTruthy();
    expect(quantity().value).toBe('1');
    expect(quantity().min).toBe('1');
    expect(quantity().max).toBe('5');
    expect(screen.getByText('Available: 5 units')).toBeTruthy();
    expect(total()).toBe('0.13 ETH');
    setQuantity('3');
    expect(total()).toBe('0.38 ETH');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('refuses a quantity outside 1..stock beside the field: no total, Confirm disabled, nothing sent', () => {
    renderDialog();
    const cases: [string, string][] = [
      ['0', 'Buy at least 1 unit.'],
      ['-2', 'Buy at least 1 unit.'],
      ['', 'Enter how many units to buy.'],
      ['1.5', 'Enter a whole number of units, such as 1 or 2.'],
      ['6', 'Only 5 units are available.'],
    ];
    for (const [typed, message] of cases) {
      setQuantity(typed);
      const error = screen.getByRole('alert');
      expect(error.textContent).toBe(message);
      expect(quantity().getAttribute('aria-invalid')).toBe('true');
      expect(quantity().getAttribute('aria-describedby')).toBe(error.id);
      expect(total()).toBe('—');
      const button = screen.getByRole('button', { name: 'Confirm Purchase' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      fireEvent.submit(button.closest('form') as HTMLFormElement);
    }
    expect(run).not.toHaveBeenCalled();
    setQuantity('2');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(quantity().getAttribute('aria-invalid')).toBeNull();
    expect(total()).toBe('0.25 ETH');
  });

  it('quantity 0 never reaches the wallet (issue 12: it bought 1 unit)', async () => {
    renderDialog();
    setQuantity('0');
    confirm();
    fireEvent.submit(quantity().closest('form') as HTMLFormElement);
    await new Promise((wake) => setTimeout(wake, 20));
    expect(run).not.toHaveBeenCalled();
  });

  it('buys with the exact value, the expected unit price and description, then closes with the success notice', async () => {
    const onClose = renderDialog();
    setQuantity('2');
    confirm();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(run).toHaveBeenCalledWith({
      functionName: 'purchase',
      args: [1n, 2n, 125000000000000000n, product.metadataHash],
      value: 250000000000000000n,
    });
    expect(toast.getSnapshot().map((t) => t.message)).toContain('Purchase completed successfully!');
  });

  it('stays open when the purchase fails, and says why', async () => {
    run.mockResolvedValueOnce({ ok: false, txHash: null, message: 'Rejected in the wallet.' } as never);
    const onClose = renderDialog();
    confirm();
    await vi.waitFor(() => expect(run).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Purchase Product' })).toBeTruthy();
    cleanup();

    // What the wallet layer reports after a failure: the step and its sentence.
    setTransaction({ step: 'failed', error: 'Rejected in the wallet.' });
    renderDialog();
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to complete purchase: Rejected in the wallet.',
    );
  });

  it('needs a wallet', async () => {
    setWallet('disconnected');
    renderDialog();
    confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('Please connect your wallet first.');
    expect(run).not.toHaveBeenCalled();
  });
});
