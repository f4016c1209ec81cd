import { ORDER_STATUSES } from '@careledger/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { OrderStatusBadge } from './order-status-badge';

describe('OrderStatusBadge', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('marketplace');
  });
  afterEach(cleanup);

  it.each([
    ['pending', 'yellow', 'Pending', 'bg-amber-100'],
    ['confirmed', 'green', 'Confirmed', 'bg-green-100'],
    ['shipped', 'blue', 'Shipped', 'bg-blue-100'],
    ['delivered', 'green', 'Delivered', 'bg-green-100'],
    ['cancelled', 'grey', 'Cancelled', 'bg-slate-100'],
  ] as const)('draws %s in %s', (status, colour, label, tint) => {
    render(<OrderStatusBadge status={status} />);
    const badge = screen.getByTestId('order-status');
    expect(badge.dataset.colour).toBe(colour);
    expect(badge.className).toContain(tint);
    expect(badge.textContent).toBe(label);
    expect(badge.querySelector('svg')).not.toBeNull();
  });

  it('has a label for every status', () => {
    for (const status of ORDER_STATUSES) {
      render(<OrderStatusBadge status={status} />);
      expect(screen.getByTestId('order-status').textContent).not.toContain('orderStatus.');
      cleanup();
    }
  });
});
