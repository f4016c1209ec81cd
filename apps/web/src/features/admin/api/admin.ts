import type { AccountRole, TokenScope } from '@careledger/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const schemas = () => import('./schemas');

export function useAccounts() {
  return useQuery({
    queryKey: queryKeys.admin.users(),
    queryFn: () => api.get('/admin/users', () => schemas().then((m) => m.accountListSchema)),
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
    api.post('/admin/users', () => schemas().then((m) => m.inviteSchema), input),
  );
}

/** A new invitation link for an account that has not accepted yet; the old link stops working. */
export function useReinviteAccount() {
  return useAccountMutation((id: string) =>
    api.post(`/admin/users/${encodeURIComponent(id)}/invite`, () => schemas().then((m) => m.inviteSchema)),
  );
}

export function useUpdateAccount() {
  return useAccountMutation(({ id, ...update }: { id: string; role?: AccountRole; disabled?: boolean }) =>
    api.patch(`/admin/users/${encodeURIComponent(id)}`, () => schemas().then((m) => m.accountSchema), update),
  );
}

export function useResetTwoFactor() {
  return useAccountMutation((id: string) => api.post(`/admin/users/${encodeURIComponent(id)}/reset-2fa`));
}

export function useAllSessions() {
  return useQuery({
    queryKey: queryKeys.admin.sessions(),
    queryFn: () => api.get('/admin/sessions', () => schemas().then((m) => m.adminSessionListSchema)),
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
      api.get(`/admin/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`, () =>
        schemas().then((m) => m.pageSchema(m.auditEntrySchema)),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useApiTokens() {
  return useQuery({
    queryKey: queryKeys.admin.tokens(),
    queryFn: () => api.get('/admin/tokens', () => schemas().then((m) => m.apiTokenListSchema)),
  });
}

/** Answers the token's secret, which is shown once and never again. */
export function useCreateApiToken() {
  return useAccountMutation((input: { name: string; scopes: TokenScope[] }) =>
    api.post('/admin/tokens', () => schemas().then((m) => m.apiTokenCreatedSchema), input),
  );
}

export function useRevokeApiToken() {
  return useAccountMutation((id: string) => api.delete(`/admin/tokens/${encodeURIComponent(id)}`));
}
