import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { queryClient, signInRedirect } from './query-client';
import { queryKeys } from './query-keys';

const failWith = (status: number) =>
  queryClient
    .fetchQuery({
      queryKey: ['test', status, Math.random()],
      queryFn: () => Promise.reject(new ApiRequestError(status, 'X', 'refused')),
      retry: false,
    })
    .catch(() => undefined);

describe('a 401 from any API call', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
    queryClient.clear();
  });

  it('forgets the session and, on a screen that needs one, goes to sign in and back', async () => {
    const assign = vi.spyOn(signInRedirect, 'go').mockImplementation(() => undefined);
    queryClient.setQueryData(queryKeys.session(), { account: { id: 'a' } });
    window.history.replaceState(null, '', '/inventory?tab=supplies');
    await failWith(401);
    expect(queryClient.getQueryData(queryKeys.session())).toBeNull();
    expect(assign).toHaveBeenCalledWith('/sign-in?next=%2Finventory%3Ftab%3Dsupplies');
  });

  it('on a public screen only forgets the session; a 403 changes nothing', async () => {
    const assign = vi.spyOn(signInRedirect, 'go').mockImplementation(() => undefined);
    queryClient.setQueryData(queryKeys.session(), { account: { id: 'a' } });
    window.history.replaceState(null, '', '/marketplace');
    await failWith(403);
    expect(queryClient.getQueryData(queryKeys.session())).toEqual({ account: { id: 'a' } });
    await failWith(401);
    expect(queryClient.getQueryData(queryKeys.session())).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
