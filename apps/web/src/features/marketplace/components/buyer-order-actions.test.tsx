import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { run, setTransaction } from '@/components/marketplace/testing/fake-wallet';
import { setUpOrderActionTests, toasts } from '@/components/marketplace/testing/order-action-tests';
import { renderWithProviders } from '@/testing/render';
import { orderFixture } from '../testing/fixtures';
import { BuyerOrderActions } from './buyer-order-actions';

vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet'));

describe('BuyerOrderActions', () => {
  setUpOrderActionTests();

  it('asks before cancelling: Keep Order sends nothing, Cancel Order in the dialog cancels with a toast', async () => {
    renderWithProviders(<BuyerOrderActions order={orderFixture({ status: 'pending' })} orderId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #7?' });
    expect(dialog.textContent).toContain('your payment is refunded');
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(run).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const again = screen.getByRole('dialog', { name: 'Cancel order #7?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel Order' }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledWith({ functionName: 'cancelOrder', args: [7n] }));
    await vi.waitFor(() => expect(toasts()).toContain('Order #7 cancelled; your payment is refunded.'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before confirming a delivery, and runs it only from the dialog', async () => {
    renderWithProviders(<BuyerOrderActions order={orderFixture({ status: 'shipped' })} orderId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Delivery' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm delivery of order #7?' });
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Delivery' }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledWith({ functionName: 'confirmDelivery', args: [7n] }));
    await vi.waitFor(() => expect(toasts()).toContain('Delivery of order #7 confirmed.'));
  });

  it('offers no second click once the transaction is confirmed', () => {
    setTransaction({ step: 'confirmed' });
    renderWithProviders(<BuyerOrderActions order={orderFixture({ status: 'shipped' })} orderId={7} />);
    const button = screen.getByRole('button', { name: 'Confirm Delivery' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
