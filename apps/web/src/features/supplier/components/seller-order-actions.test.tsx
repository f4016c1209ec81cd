import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { run, setTransaction } from '@/components/marketplace/testing/fake-wallet';
import { setUpOrderActionTests, toasts } from '@/components/marketplace/testing/order-action-tests';
import { orderFixture } from '@/components/marketplace/testing/order-fixture';
import { renderWithProviders } from '@/testing/render';
import { SellerOrderActions } from './seller-order-actions';

vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet'));

describe('SellerOrderActions', () => {
  setUpOrderActionTests();

  it('confirms an order at once and says so in a toast (issue 12: no toast)', async () => {
    renderWithProviders(<SellerOrderActions order={orderFixture({ status: 'pending' })} orderId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledWith({ functionName: 'confirmOrder', args: [7n] }));
    await vi.waitFor(() => expect(toasts()).toContain('Order #7 confirmed.'));
  });

  it('marks an order shipped with a toast', async () => {
    renderWithProviders(<SellerOrderActions order={orderFixture({ status: 'confirmed' })} orderId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark Shipped' }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledWith({ functionName: 'shipOrder', args: [7n] }));
    await vi.waitFor(() => expect(toasts()).toContain('Order #7 marked as shipped.'));
  });

  it('asks before rejecting, and rejects only from the dialog', async () => {
    renderWithProviders(<SellerOrderActions order={orderFixture({ status: 'pending' })} orderId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject order #7?' });
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Reject order #7?' })).getByRole('button', {
        name: 'Reject Order',
      }),
    );
    await vi.waitFor(() => expect(run).toHaveBeenCalledWith({ functionName: 'rejectOrder', args: [7n] }));
    await vi.waitFor(() => expect(toasts()).toContain('Order #7 rejected; the buyer is refunded.'));
  });

  it('disables the action once its transaction is confirmed, while the new state loads', () => {
    setTransaction({ step: 'confirmed' });
    renderWithProviders(<SellerOrderActions order={orderFixture({ status: 'pending' })} orderId={7} />);
    expect((screen.getByRole('button', { name: 'Confirm Order' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
