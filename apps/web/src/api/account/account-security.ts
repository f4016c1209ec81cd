import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const schemas = () => import('@/lib/session-schema');
const signedOutCount = () => schemas().then((m) => m.signedOutSessionsSchema);

export function changePassword(body: { currentPassword: string; newPassword: string }) {
  return api.put('/account/password', signedOutCount, body);
}

export function startTwoFactor() {
  return api.post('/account/2fa', () => schemas().then((m) => m.totpEnrolmentSchema));
}

export function confirmTwoFactor(code: string) {
  return api.post('/account/2fa/confirm', () => schemas().then((m) => m.recoveryCodesSchema), { code });
}

export function disableTwoFactor(password: string) {
  return api.delete('/account/2fa', undefined, { password });
}

export function useActiveSessions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.account.sessions(),
    queryFn: () => api.get('/account/sessions', () => schemas().then((m) => m.activeSessionListSchema)),
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
    queryFn: () => api.get('/account/login-history', () => schemas().then((m) => m.loginAttemptListSchema)),
    enabled,
  });
}
