import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { run, setTransaction } from '@/components/marketplace/testing/fake-wallet';
import { setUpOrderActionTests, toasts } from '@/components/marketplace/testing/order-action-tests';
import { formatDate } from '@/lib/format';
import { DEFAULT_PREFERENCES } from '@/lib/preferences';
import { expectNoSeriousAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/render';
import { orderFixture } from '../testing/fixtures';
import { BuyerOrderActions } from './buyer-order-actions';

/** A confirmed order whose shipping timeout ends at `cancellableAt`. */
const confirmedOrder = (cancellableAt: string | null) =>
  orderFixture({ status: 'confirmed', confirmedAt: '2026-11-02T11:00:00.000Z', cancellableAt });
/** The date as the card words it: English, the default time zone. */
const shownDate = (value: string) =>
  formatDate(value, { language: 'en', timezone: DEFAULT_PREFERENCES.timezone });

vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet'));

describe('BuyerOrderActions', () => {
  setUpOrderActionTests();

  it('asks before cancelling: Keep Order sends nothing, Cancel Order in the dialog cancels with a toast', async () => {
    renderWithProviders(<BuyerOrderActions order={orderFixture({ status: 'pending' })} orderId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #7?' });
    expect(dialog.textContent).toContain('your payment is credited to your marketplace balance');
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(run).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const again = screen.getByRole('dialog', { name: 'Cancel order #7?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel Order' }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledWith({ functionName: 'cancelOrder', args: [7n] }));
    await vi.waitFor(() =>
      expect(toasts()).toContain(
        'Order #7 cancelled; your payment is credited to your marketplace balance: withdraw it from the Supplier Dashboard.',
      ),
    );
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

  it('tells the buyer of a confirmed order from when it can be cancelled for a refund, and offers nothing yet', async () => {
    const later = '2999-01-15T10:00:00.000Z';
    const { container } = renderWithProviders(
      <BuyerOrderActions order={confirmedOrder(later)} orderId={7} />,
    );
    expect(screen.getByTestId('refund-date').textContent).toBe(
      `If it has not shipped, you can cancel for a refund from ${shownDate(later)}.`,
    );
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoSeriousAxeViolations(container);
  });

  it('once the shipping timeout has passed, offers Cancel for Refund, asking first, with its date', async () => {
    const passed = '2026-11-16T11:00:00.000Z';
    const { container } = renderWithProviders(
      <BuyerOrderActions order={confirmedOrder(passed)} orderId={7} />,
    );
    expect(screen.getByTestId('refund-date').textContent).toBe(
      `Not shipped in time: you can cancel for a refund since ${shownDate(passed)}.`,
    );
    await expectNoSeriousAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel for Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #7 for a refund?' });
    expect(dialog.textContent).toContain('has not shipped it in time');
    expect(dialog.textContent).toContain('If the seller ships it before your cancellation is recorded');
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Waiting' }));
    expect(run).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel for Refund' }));
    const again = screen.getByRole('dialog', { name: 'Cancel order #7 for a refund?' });
    await expectNoSeriousAxeViolations(document.body);
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel for Refund' }));
    // The same contract call as a pending order's cancel.
    await vi.waitFor(() => expect(run).toHaveBeenCalledWith({ functionName: 'cancelOrder', args: [7n] }));
    await vi.waitFor(() =>
      expect(toasts()).toContain(
        'Order #7 cancelled; your payment is credited to your marketplace balance: withdraw it from the Supplier Dashboard.',
      ),
    );
  });

  it('says nothing about a refund on a confirmed order without a confirmation time, nor on a shipped one', () => {
    renderWithProviders(<BuyerOrderActions order={confirmedOrder(null)} orderId={7} />);
    expect(screen.queryByTestId('refund-date')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    renderWithProviders(<BuyerOrderActions order={orderFixture({ status: 'shipped' })} orderId={8} />);
    expect(screen.queryByTestId('refund-date')).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });
});
