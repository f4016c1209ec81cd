import { AUTH_ROUTES, MESSAGES_NAMESPACE, ROUTES } from '@careledger/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ScreenHeadId } from '@/components/ui/screen-head';
import { firstScreenShown } from '@/lib/first-screen';
import { i18n } from '@/lib/i18n';
import { AppLayout } from './layout/app-layout';
import { PageFallback, type ScreenHandle } from './layout/page-fallback';
import { Component as Home } from './routes/home';
import { RouteError } from './routes/route-error';

/**
 * A screen's text, fetched before the screen shows so it never flashes keys or English. Declared here rather
 * than in the screen's module, the router fetches it alongside that module instead of after it.
 */
function textOf(...namespaces: string[]) {
  return async () => {
    // The router starts its first navigation as this module loads, before main.tsx has set up i18next (and
    // loadNamespaces on an instance not yet set up does nothing).
    if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
    await i18n.loadNamespaces(namespaces);
    return null;
  };
}

/** The screen whose title and description the page shows while its code loads (layout/page-fallback). */
const headOf = (head: ScreenHeadId): ScreenHandle => ({ head });

/** Screens open without a session (isPublicPath in packages/shared says the same). */
const publicScreens: RouteObject[] = [
  // Part of the first download, so the landing page's text paints with the layout rather than a step later.
  { index: true, Component: Home },
  {
    path: ROUTES.marketplace,
    handle: headOf('marketplace'),
    // The wallet's words too: buying sends a transaction.
    loader: textOf('marketplace', 'wallet'),
    lazy: () => import('./routes/marketplace'),
  },
  { path: AUTH_ROUTES.signIn, lazy: () => import('./routes/sign-in') },
  { path: AUTH_ROUTES.setup, lazy: () => import('./routes/setup') },
  { path: AUTH_ROUTES.invite, lazy: () => import('./routes/invite') },
];

/**
 * Each screen is its own chunk, fetched on first visit; these need a session (routes/require-session). Screens
 * that word the server's errors, alerts or findings load its catalogue (MESSAGES_NAMESPACE) with their text.
 */
const signedInScreens: RouteObject[] = [
  { path: ROUTES.supplier, loader: textOf('marketplace', 'wallet'), lazy: () => import('./routes/supplier') },
  {
    path: ROUTES.infiniteMemory,
    handle: headOf('infiniteMemory'),
    loader: textOf('memory', MESSAGES_NAMESPACE),
    lazy: () => import('./routes/infinite-memory'),
  },
  // The demo runs in the browser and asks the server nothing: no catalogue.
  {
    path: ROUTES.infiniteMemoryDemo,
    handle: headOf('infiniteMemoryDemo'),
    loader: textOf('memory'),
    lazy: () => import('./routes/infinite-memory-demo'),
  },
  // The inventory's words too, for the categories the predictions name.
  {
    path: ROUTES.predictions,
    handle: headOf('predictions'),
    loader: textOf('predictions', 'inventory'),
    lazy: () => import('./routes/predictions'),
  },
  {
    path: ROUTES.predictionsAlias,
    handle: headOf('predictions'),
    loader: textOf('predictions', 'inventory'),
    lazy: () => import('./routes/predictions'),
  },
  // The catalogue words what the server writes: symptoms, red flags, reasons.
  {
    path: ROUTES.medicine,
    handle: headOf('medicine'),
    loader: textOf('medicine', MESSAGES_NAMESPACE),
    lazy: () => import('./routes/medicine'),
  },
  {
    path: ROUTES.medicineAlias,
    handle: headOf('medicine'),
    loader: textOf('medicine', MESSAGES_NAMESPACE),
    lazy: () => import('./routes/medicine'),
  },
  {
    path: ROUTES.skin,
    handle: headOf('skin'),
    loader: textOf('skin', MESSAGES_NAMESPACE),
    lazy: () => import('./routes/skin-analysis'),
  },
  {
    path: ROUTES.voice,
    handle: headOf('voice'),
    loader: textOf('voice'),
    lazy: () => import('./routes/voice-medicine'),
  },
  // The wallet's words (the List action sends a transaction) and the catalogue's (the alerts).
  {
    path: ROUTES.inventory,
    handle: headOf('inventory'),
    loader: textOf('inventory', 'wallet', MESSAGES_NAMESPACE),
    lazy: () => import('./routes/inventory'),
  },
  { path: ROUTES.rfid, handle: headOf('rfid'), loader: textOf('rfid'), lazy: () => import('./routes/rfid') },
  { path: ROUTES.profile, lazy: () => import('./routes/profile') },
  { path: ROUTES.settings, lazy: () => import('./routes/settings') },
  { path: AUTH_ROUTES.adminUsers, loader: textOf('admin'), lazy: () => import('./routes/admin-users') },
  {
    path: AUTH_ROUTES.adminSecurity,
    loader: textOf('admin'),
    lazy: () => import('./routes/admin-security'),
  },
];

const screens: RouteObject[] = [
  ...publicScreens,
  { lazy: () => import('./routes/require-session'), children: signedInScreens },
  { path: '*', lazy: () => import('./routes/not-found') },
];

// The layout has no loader, so it paints (header, footer, this spinner in the page) the moment the entry has run;
// the fallback sits on the route below it, which waits for the screen's code, session and words. With the
// fallback on the layout the whole page stayed blank until all of those had arrived.
const router = createBrowserRouter([
  {
    Component: Shell,
    ErrorBoundary: RouteError,
    children: [{ ErrorBoundary: RouteError, HydrateFallback: PageFallback, children: screens }],
  },
]);

/** The layout, which says when the first screen (its loaders done, its code arrived) has been committed. */
function Shell() {
  const isInitialized = useSyncExternalStore(router.subscribe, () => router.state.initialized);
  useEffect(() => {
    if (isInitialized) firstScreenShown();
  }, [isInitialized]);
  return <AppLayout />;
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
