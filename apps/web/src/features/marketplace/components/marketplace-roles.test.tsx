import type { AccountRole } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setWallet } from '@/components/marketplace/testing/fake-wallet';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { sessionFor } from '@/testing/session';
import { SessionReady, waitForSession } from '@/testing/session-ready';
import { json, stubApi } from '@/testing/stub-api';
import { orderFixture, pageOf, productFixture, statsFixture } from '../testing/fixtures';
import { MarketplaceScreen } from './marketplace-screen';

// The wallet layer needs a browser wallet and a chain: in these component unit tests its hooks and components
// are replaced through the feature's one seam (../lib/wallet). End-to-end tests use the real one.
vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet'));

/** Radix switches measure themselves; jsdom has no ResizeObserver. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The marketplace with a connected wallet, read by `role`, or by a visitor the server answers 401. */
function renderAs(role: AccountRole | 'visitor') {
  stubApi({
    '/api/auth/session':
      role === 'visitor' ? () => json({ error: 'UNAUTHORIZED', message: 'Sign in.' }, 401) : sessionFor(role),
    '/api/marketplace/stats': statsFixture,
    '/api/marketplace/products': pageOf([productFixture()]),
    '/api/marketplace/orders': { items: [orderFixture({ id: 8, status: 'delivered' })] },
  });
  renderWithProviders(
    <>
      <SessionReady />
      <MarketplaceScreen />
    </>,
  );
}

describe('MarketplaceScreen shows each role only what it may do', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('marketplace');
  });
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
    setWallet('connected');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setWallet('disconnected');
  });

  it.each(['visitor', 'user'] as const)(
    'shows a %s the products, with no Buy Now and no My Orders',
    async (role) => {
      renderAs(role);
      expect(await waitForSession()).toBe(role);
      const card = await screen.findByTestId('product-card');
      expect(within(card).getByRole('heading').textContent).toBe('Nitrile gloves');
      expect(within(card).getByRole('button', { name: 'View details of Nitrile gloves' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
      expect(screen.queryByRole('tab', { name: 'My Orders' })).toBeNull();
    },
  );

  it('lets staff buy and rate, but leaves receiving into inventory to a manager', async () => {
    renderAs('staff');
    expect(await waitForSession()).toBe('staff');
    expect((await screen.findByRole('button', { name: 'Buy Now' })).hasAttribute('disabled')).toBe(false);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'My Orders' }));
    const order = within(await screen.findByTestId('order-card'));
    expect(order.getByRole('button', { name: 'Rate 5 out of 5' })).toBeTruthy();
    expect(order.queryByRole('button', { name: 'Receive into inventory' })).toBeNull();
  });

  it('lets a manager receive a delivered order into inventory', async () => {
    renderAs('manager');
    expect(await waitForSession()).toBe('manager');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'My Orders' }));
    const order = within(await screen.findByTestId('order-card'));
    expect(order.getByRole('button', { name: 'Receive into inventory' })).toBeTruthy();
  });
});
