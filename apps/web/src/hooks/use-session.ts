import type { Permission } from '@careledger/shared';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/session';

/** The signed-in account and its permissions; `session` is null when signed out. */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return { session: query.data ?? null, isLoading: query.isPending };
}

/** Whether the signed-in account's role may do something (the server checks it again). */
export function useCan(permission: Permission): boolean {
  const { session } = useSession();
  return session?.permissions.includes(permission) ?? false;
}
