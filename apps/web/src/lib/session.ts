import type { Session } from '@careledger/shared';
import { queryOptions } from '@tanstack/react-query';
import { responseSchema } from '@/lib/response-validation';
import { ApiRequestError, api } from './api-client';
import { queryKeys } from './query-keys';

const sessionResponse = responseSchema('session', 'sessionSchema');

/** The signed-in account, or null when nobody is (a 401 is an answer here, not an error). */
export async function getSession(): Promise<Session | null> {
  try {
    // On the page: index.html preloads this request while the scripts download.
    return await api.get('/auth/session', sessionResponse, { on: 'page' });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.session(), queryFn: getSession, staleTime: 60_000 });
