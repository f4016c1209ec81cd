import { AUTH_ROUTES, isPublicPath } from '@careledger/shared';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { queryKeys } from './query-keys';

const MAX_RETRIES = 2;

/** Client errors (4xx) will not get better by asking again; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** Where a 401 sends the browser (a full load, so nothing of the ended session stays in memory); tests replace `go`. */
export const signInRedirect = { go: (url: string) => window.location.assign(url) };

/**
 * A 401 means the session has ended (signed out in another tab, Auto Logout, revoked by an admin): forget it,
 * and on a screen that needs one, go to sign in and come back here afterwards. A 403 stays an error on screen.
 */
function onApiError(error: unknown): void {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return;
  queryClient.setQueryData(queryKeys.session(), null);
  const { pathname, search } = window.location;
  if (!isPublicPath(pathname)) {
    signInRedirect.go(`${AUTH_ROUTES.signIn}?next=${encodeURIComponent(pathname + search)}`);
  }
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onApiError }),
  mutationCache: new MutationCache({ onError: onApiError }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
