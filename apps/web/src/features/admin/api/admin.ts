import type { AccountRole, TokenScope } from '@careledger/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export function useAccounts() {
  return useQuery({
    queryKey: queryKeys.admin.users(),
    queryFn: () => api.get('/admin/users', responseSchema('features/admin', 'accountListSchema')),
  });
}

/** Every change to an account reloads the list (its status, role and sessions move together). */
function useAccountMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/** Creates the account and answers its invitation link's token, which is never shown again. */
export function useInviteAccount() {
  return useAccountMutation((input: { name: string; email: string; role: AccountRole }) =>
    api.post('/admin/users', responseSchema('features/admin', 'inviteSchema'), input),
  );
}

/** A new invitation link for an account that has not accepted yet; the old link stops working. */
export function useReinviteAccount() {
  return useAccountMutation((id: string) =>
    api.post(
      `/admin/users/${encodeURIComponent(id)}/invite`,
      responseSchema('features/admin', 'inviteSchema'),
    ),
  );
}

export function useUpdateAccount() {
  return useAccountMutation(({ id, ...update }: { id: string; role?: AccountRole; disabled?: boolean }) =>
    api.patch(
      `/admin/users/${encodeURIComponent(id)}`,
      responseSchema('features/admin', 'accountSchema'),
      update,
    ),
  );
}

export function useResetTwoFactor() {
  return useAccountMutation((id: string) => api.post(`/admin/users/${encodeURIComponent(id)}/reset-2fa`));
}

export function useAllSessions() {
  return useQuery({
    queryKey: queryKeys.admin.sessions(),
    queryFn: () => api.get('/admin/sessions', responseSchema('features/admin', 'adminSessionListSchema')),
  });
}

export function useRevokeSession() {
  return useAccountMutation((id: string) => api.delete(`/admin/sessions/${encodeURIComponent(id)}`));
}

export const AUDIT_PAGE_SIZE = 25;

/** One page of the audit log, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: queryKeys.admin.audit(page),
    queryFn: () =>
      api.get(
        `/admin/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`,
        responseSchema('features/admin', 'auditPageSchema'),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useApiTokens() {
  return useQuery({
    queryKey: queryKeys.admin.tokens(),
    queryFn: () => api.get('/admin/tokens', responseSchema('features/admin', 'apiTokenListSchema')),
  });
}

/** Answers the token's secret, which is shown once and never again. */
export function useCreateApiToken() {
  return useAccountMutation((input: { name: string; scopes: TokenScope[] }) =>
    api.post('/admin/tokens', responseSchema('features/admin', 'apiTokenCreatedSchema'), input),
  );
}

export function useRevokeApiToken() {
  return useAccountMutation((id: string) => api.delete(`/admin/tokens/${encodeURIComponent(id)}`));
}
