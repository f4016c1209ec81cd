import { AUTH_ROUTES, ROUTES } from '@careledger/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTranslation } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { setUpI18n } from '@/testing/i18n';
import { sessionFor } from '@/testing/session';
import { lazyScreen, type ScreenDefinition, ScreenRoute } from './screen-route';

/** A screen module whose code arrives when the test says so. */
function deferredModule(text: string) {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ Component: () => React.ReactNode }>((resolve, reject) => {
        arrive = () => resolve({ Component: () => <p>{text}</p> });
        fail = reject;
      }),
  );
  // The first screen's code is asked for once the page's first frame is painted (see screen-route-first-paint
  // .test.tsx), so each step waits for the request before answering it.
  const asked = (times: number) => waitFor(() => expect(load).toHaveBeenCalledTimes(times));
  return {
    load,
    arrive: async (times = 1) => {
      await asked(times);
      await act(async () => arrive());
    },
    fail: async (e: Error) => {
      await asked(1);
      await act(async () => fail(e));
    },
  };
}

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** The app's shape (app/router.tsx): each path's screen under its own key, with a session already known. */
function renderAt(path: string, screens: Record<string, ScreenDefinition>, session: unknown = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.session(), session);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <WhereAmI />
        <Routes>
          {Object.entries(screens).map(([route, definition]) => (
            <Route key={route} path={route} element={<ScreenRoute key={route} screen={definition} />} />
          ))}
          <Route path={AUTH_ROUTES.signIn} element={<p>sign-in screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ScreenRoute', () => {
  beforeAll(setUpI18n);
  afterEach(cleanup);

  it('shows the screen’s title and description while its code is on its way, then the screen', async () => {
    const module = deferredModule('the inventory');
    renderAt(ROUTES.inventory, { [ROUTES.inventory]: lazyScreen(module.load, { head: 'inventory' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeTruthy();
    expect(
      screen.getByText('Supplies and their stock ledger, alerts, purchase orders and suppliers.'),
    ).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    await module.arrive();
    expect(screen.getByText('the inventory')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a screen without a description with its title alone, and one without a head with a spinner', () => {
    const marketplace = lazyScreen(deferredModule('').load, { head: 'marketplace' });
    const { container } = renderAt(ROUTES.marketplace, { [ROUTES.marketplace]: marketplace });
    expect(screen.getByRole('heading', { level: 1, name: 'Medical Supply Marketplace' })).toBeTruthy();
    expect(container.querySelector('h1 + p')).toBeNull();
    cleanup();
    renderAt(ROUTES.profile, { [ROUTES.profile]: lazyScreen(deferredModule('').load) });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('fetches the screen’s words with its code and shows it once both are there', async () => {
    function RfidWords() {
      // Without suspense: the keys would show if the words were not there yet.
      const { t } = useTranslation('rfid', { useSuspense: false });
      return <p>{t('header.refresh')}</p>;
    }
    const load = () => Promise.resolve({ Component: RfidWords });
    renderAt(ROUTES.rfid, { [ROUTES.rfid]: lazyScreen(load, { text: ['rfid'], head: 'rfid' }) });
    expect(await screen.findByText('Refresh')).toBeTruthy();
  });

  it('sends a visitor without a session to sign in, to come back to the same address', async () => {
    const module = deferredModule('the rfid screen');
    renderAt(`${ROUTES.rfid}?tab=readers`, {
      [ROUTES.rfid]: lazyScreen(module.load, { needsSession: true, head: 'rfid' }),
    });
    expect(await screen.findByText('sign-in screen')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(
      `${AUTH_ROUTES.signIn}?next=${encodeURIComponent(`${ROUTES.rfid}?tab=readers`)}`,
    );
  });

  it('shows a signed-in account the screen', async () => {
    const module = deferredModule('the rfid screen');
    renderAt(
      ROUTES.rfid,
      { [ROUTES.rfid]: lazyScreen(module.load, { needsSession: true }) },
      sessionFor('admin'),
    );
    await module.arrive();
    expect(screen.getByText('the rfid screen')).toBeTruthy();
  });

  it('says so when the screen’s code cannot be fetched, and fetches it again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const module = deferredModule('the rfid screen');
    const rfid = lazyScreen(module.load);
    renderAt(ROUTES.rfid, { [ROUTES.rfid]: rfid });
    await module.fail(new Error('Failed to fetch dynamically imported module'));
    expect(screen.getByRole('alert').textContent).toContain('Reload');
    cleanup();
    renderAt(ROUTES.rfid, { [ROUTES.rfid]: rfid });
    await module.arrive(2);
    expect(screen.getByText('the rfid screen')).toBeTruthy();
    expect(module.load).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockRestore();
  });
});
