import { AUTH_ROUTES, MESSAGES_NAMESPACE, ROUTES } from '@careledger/shared';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import {
  bundledScreen,
  lazyScreen,
  type ScreenDefinition,
  ScreenErrorBoundary,
  ScreenRoute,
} from './layout/screen-route';
import { Component as Home } from './routes/home';

// React Router's declarative mode: the screens fetch their own code, words and session (layout/screen-route),
// so the router need not. Its data mode (loaders, createBrowserRouter) weighed about 17 KB gzip more in the
// first download, which every screen waits for on a ward tablet.

/** The wallet's words beside the marketplace's: buying sends a transaction. */
const marketplaceText = ['marketplace', 'wallet'];

/** Screens open without a session (isPublicPath in packages/shared says the same). */
const publicScreens: Record<string, ScreenDefinition> = {
  // Part of the first download, so the landing page's text paints with the layout rather than a step later.
  [ROUTES.home]: bundledScreen(Home),
  [ROUTES.marketplace]: lazyScreen(() => import('./routes/marketplace'), {
    text: marketplaceText,
    head: 'marketplace',
  }),
  [AUTH_ROUTES.signIn]: lazyScreen(() => import('./routes/sign-in')),
  [AUTH_ROUTES.setup]: lazyScreen(() => import('./routes/setup')),
  [AUTH_ROUTES.invite]: lazyScreen(() => import('./routes/invite')),
};

const signedIn = { needsSession: true };
const predictions = lazyScreen(() => import('./routes/predictions'), {
  ...signedIn,
  // The inventory's words too, for the categories the predictions name.
  text: ['predictions', 'inventory'],
  head: 'predictions',
});
// The catalogue words what the server writes: symptoms, red flags, reasons.
const medicine = lazyScreen(() => import('./routes/medicine'), {
  ...signedIn,
  text: ['medicine', MESSAGES_NAMESPACE],
  head: 'medicine',
});
const admin = ['admin'];

/**
 * Each screen is its own chunk, fetched on first visit; these need a session. Screens that word the server's
 * errors, alerts or findings load its catalogue (MESSAGES_NAMESPACE) with their text.
 */
const signedInScreens: Record<string, ScreenDefinition> = {
  [ROUTES.supplier]: lazyScreen(() => import('./routes/supplier'), { ...signedIn, text: marketplaceText }),
  [ROUTES.infiniteMemory]: lazyScreen(() => import('./routes/infinite-memory'), {
    ...signedIn,
    text: ['memory', MESSAGES_NAMESPACE],
    head: 'infiniteMemory',
  }),
  // The demo runs in the browser and asks the server nothing: no catalogue.
  [ROUTES.infiniteMemoryDemo]: lazyScreen(() => import('./routes/infinite-memory-demo'), {
    ...signedIn,
    text: ['memory'],
    head: 'infiniteMemoryDemo',
  }),
  [ROUTES.predictions]: predictions,
  [ROUTES.predictionsAlias]: predictions,
  [ROUTES.medicine]: medicine,
  [ROUTES.medicineAlias]: medicine,
  [ROUTES.skin]: lazyScreen(() => import('./routes/skin-analysis'), {
    ...signedIn,
    text: ['skin', MESSAGES_NAMESPACE],
    head: 'skin',
  }),
  [ROUTES.voice]: lazyScreen(() => import('./routes/voice-medicine'), {
    ...signedIn,
    text: ['voice'],
    head: 'voice',
  }),
  // The wallet's words (the List action sends a transaction) and the catalogue's (the alerts).
  [ROUTES.inventory]: lazyScreen(() => import('./routes/inventory'), {
    ...signedIn,
    text: ['inventory', 'wallet', MESSAGES_NAMESPACE],
    head: 'inventory',
  }),
  [ROUTES.rfid]: lazyScreen(() => import('./routes/rfid'), { ...signedIn, text: ['rfid'], head: 'rfid' }),
  [ROUTES.profile]: lazyScreen(() => import('./routes/profile'), signedIn),
  [ROUTES.settings]: lazyScreen(() => import('./routes/settings'), signedIn),
  [AUTH_ROUTES.adminUsers]: lazyScreen(() => import('./routes/admin-users'), { ...signedIn, text: admin }),
  [AUTH_ROUTES.adminSecurity]: lazyScreen(() => import('./routes/admin-security'), {
    ...signedIn,
    text: admin,
  }),
};

const notFound = lazyScreen(() => import('./routes/not-found'));

const screensByPath = { ...publicScreens, ...signedInScreens };
const screenRoutes = Object.entries(screensByPath);

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScreenErrorBoundary>
        <Routes>
          <Route element={<AppLayout />}>
            {screenRoutes.map(([path, screen]) => (
              // The key gives every screen its own loading boundary (layout/screen-route).
              <Route key={path} path={path} element={<ScreenRoute key={path} screen={screen} />} />
            ))}
            <Route path="*" element={<ScreenRoute key="*" screen={notFound} />} />
          </Route>
        </Routes>
      </ScreenErrorBoundary>
    </BrowserRouter>
  );
}
