import type { SignInResult } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

const loadSignInResult = responseSchema('session', 'signInResultSchema');
const loadAuthStatus = responseSchema('session', 'authStatusSchema');

export function signIn(body: { email: string; password: string }): Promise<SignInResult> {
  return api.post('/auth/sign-in', loadSignInResult, body);
}

/** The second step with 2FA on: a code from the authenticator app or a recovery code. */
export function submitSignInCode(code: string): Promise<SignInResult> {
  return api.post('/auth/sign-in/code', loadSignInResult, { code });
}

export function setUpFirstAdmin(body: {
  token: string;
  name: string;
  email: string;
  password: string;
}): Promise<SignInResult> {
  return api.post('/auth/setup', loadSignInResult, body);
}

export function acceptInvite(body: { token: string; password: string }): Promise<void> {
  return api.post('/auth/invite/accept', undefined, body);
}

/** Whether the first admin must still be created, and whether the demo accounts exist. */
export function useAuthStatus() {
  return useQuery({
    queryKey: queryKeys.authStatus(),
    queryFn: () => api.get('/auth/status', loadAuthStatus),
  });
}
