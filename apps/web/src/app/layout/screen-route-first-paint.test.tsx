// @isolate: the first paint happens once per page: module state, from when the page (here, the file) loads.
import { ROUTES } from '@careledger/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import { bundledScreen, lazyScreen, type ScreenDefinition, ScreenRoute } from './screen-route';

function renderScreens(path: string, screens: Record<string, ScreenDefinition>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(screens).map(([route, definition]) => (
            <Route key={route} path={route} element={<ScreenRoute key={route} screen={definition} />} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Animation frames run only when the test says (jsdom would run them on a timer). */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  return () =>
    act(() => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
}

describe('the first screen', () => {
  beforeAll(setUpI18n);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a bundled screen at once, without waiting for a frame', () => {
    holdFrames();
    renderScreens(ROUTES.home, { [ROUTES.home]: bundledScreen(() => <p>the landing page</p>) });
    expect(screen.getByText('the landing page')).toBeTruthy();
  });

  it('asks for its code only once the page’s first frame is painted, and every later screen’s at once', async () => {
    const paint = holdFrames();
    const load = vi.fn(() => Promise.resolve({ Component: () => <p>the inventory</p> }));
    renderScreens(ROUTES.inventory, { [ROUTES.inventory]: lazyScreen(load, { head: 'inventory' }) });
    // The head is on the page; the code waits for the frame that paints it.
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await paint();
    expect(await screen.findByText('the inventory')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    cleanup();

    const next = vi.fn(() => new Promise<never>(() => undefined));
    renderScreens(ROUTES.rfid, { [ROUTES.rfid]: lazyScreen(next, { head: 'rfid' }) });
    expect(next).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('status')).toBeTruthy());
  });
});
