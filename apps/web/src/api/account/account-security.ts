import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

const signedOutCount = responseSchema('session', 'signedOutSessionsSchema');

export function changePassword(body: { currentPassword: string; newPassword: string }) {
  return api.put('/account/password', signedOutCount, body);
}

export function startTwoFactor() {
  return api.post('/account/2fa', responseSchema('session', 'totpEnrolmentSchema'));
}

export function confirmTwoFactor(code: string) {
  return api.post('/account/2fa/confirm', responseSchema('session', 'recoveryCodesSchema'), { code });
}

export function disableTwoFactor(password: string) {
  return api.delete('/account/2fa', undefined, { password });
}

export function useActiveSessions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.account.sessions(),
    queryFn: () => api.get('/account/sessions', responseSchema('session', 'activeSessionListSchema')),
    enabled,
  });
}

export function endSession(id: string) {
  return api.delete(`/account/sessions/${encodeURIComponent(id)}`);
}

export function signOutOtherSessions() {
  return api.post('/account/sessions/sign-out-others', signedOutCount);
}

export function useLoginHistory(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.account.loginHistory(),
    queryFn: () => api.get('/account/login-history', responseSchema('session', 'loginAttemptListSchema')),
    enabled,
  });
}
