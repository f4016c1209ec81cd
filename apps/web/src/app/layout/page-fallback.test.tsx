import { ROUTES } from '@careledger/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { PageFallback, type ScreenHandle } from './page-fallback';

/** A loader that never settles: the router stays on the fallback, as on a first load whose screen is on its way. */
const pending = () => new Promise<never>(() => undefined);
const screenRoute = (path: string, handle?: ScreenHandle) => ({
  path,
  handle,
  loader: pending,
  Component: () => null,
});

/** The app's shape (app/router.tsx): the fallback on a pathless route above the screens, heads on their handles. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: PageFallback,
        children: [
          screenRoute(ROUTES.inventory, { head: 'inventory' }),
          screenRoute(ROUTES.predictionsAlias, { head: 'predictions' }),
          screenRoute(ROUTES.marketplace, { head: 'marketplace' }),
          screenRoute(ROUTES.profile),
          // Signed-in screens sit under a lazy route that checks the session (routes/require-session).
          { lazy: pending, children: [screenRoute(ROUTES.rfid, { head: 'rfid' })] },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('PageFallback', () => {
  beforeAll(setUpI18n);
  afterEach(cleanup);

  it('shows the screen’s title and description while its code is on its way', () => {
    renderAt(ROUTES.inventory);
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeTruthy();
    expect(
      screen.getByText('Supplies and their stock ledger, alerts, purchase orders and suppliers.'),
    ).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('takes an alias path to the same screen, and a screen without a description shows its title alone', () => {
    renderAt(ROUTES.predictionsAlias);
    expect(screen.getByRole('heading', { level: 1, name: 'AI Predictions Hub' })).toBeTruthy();
    cleanup();
    const { container } = renderAt(ROUTES.marketplace);
    expect(screen.getByRole('heading', { level: 1, name: 'Medical Supply Marketplace' })).toBeTruthy();
    expect(container.querySelector('h1 + p')).toBeNull();
  });

  it('finds the head of a screen below the lazy route that checks the session', () => {
    renderAt(ROUTES.rfid);
    expect(screen.getByRole('heading', { level: 1, name: 'RFID Management' })).toBeTruthy();
  });

  it('shows only the spinner for a screen it has no head for', () => {
    renderAt(ROUTES.profile);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
