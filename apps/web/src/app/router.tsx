import { AUTH_ROUTES, ROUTES } from '@careledger/shared';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppLayout } from './layout/app-layout';
import { PageFallback } from './layout/page-fallback';
import { RouteError } from './routes/route-error';

/** Screens open without a session (isPublicPath in packages/shared says the same). */
const publicScreens: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home') },
  { path: ROUTES.marketplace, lazy: () => import('./routes/marketplace') },
  { path: AUTH_ROUTES.signIn, lazy: () => import('./routes/sign-in') },
  { path: AUTH_ROUTES.setup, lazy: () => import('./routes/setup') },
  { path: AUTH_ROUTES.invite, lazy: () => import('./routes/invite') },
];

/** Each screen is its own chunk, fetched on first visit; these need a session (routes/require-session). */
const signedInScreens: RouteObject[] = [
  { path: ROUTES.supplier, lazy: () => import('./routes/supplier') },
  { path: ROUTES.infiniteMemory, lazy: () => import('./routes/infinite-memory') },
  { path: ROUTES.infiniteMemoryDemo, lazy: () => import('./routes/infinite-memory-demo') },
  { path: ROUTES.predictions, lazy: () => import('./routes/predictions') },
  { path: ROUTES.predictionsAlias, lazy: () => import('./routes/predictions') },
  { path: ROUTES.medicine, lazy: () => import('./routes/medicine') },
  { path: ROUTES.medicineAlias, lazy: () => import('./routes/medicine') },
  { path: ROUTES.skin, lazy: () => import('./routes/skin-analysis') },
  { path: ROUTES.voice, lazy: () => import('./routes/voice-medicine') },
  { path: ROUTES.inventory, lazy: () => import('./routes/inventory') },
  { path: ROUTES.rfid, lazy: () => import('./routes/rfid') },
  { path: ROUTES.profile, lazy: () => import('./routes/profile') },
  { path: ROUTES.settings, lazy: () => import('./routes/settings') },
  { path: AUTH_ROUTES.adminUsers, lazy: () => import('./routes/admin-users') },
  { path: AUTH_ROUTES.adminSecurity, lazy: () => import('./routes/admin-security') },
];

const screens: RouteObject[] = [
  ...publicScreens,
  { lazy: () => import('./routes/require-session'), children: signedInScreens },
  { path: '*', lazy: () => import('./routes/not-found') },
];

const router = createBrowserRouter([
  {
    Component: AppLayout,
    HydrateFallback: PageFallback,
    ErrorBoundary: RouteError,
    children: [{ ErrorBoundary: RouteError, children: screens }],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
