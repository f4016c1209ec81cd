import type { Notification } from '@careledger/shared';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Update<V> = (list: readonly Notification[] | undefined, variables: V) => Notification[] | undefined;

/**
 * The mutation callbacks every notification action shares: change the cached list at once, put it back and
 * say why if the server refuses, and refetch afterwards because the server's list is the truth.
 */
export function useOptimisticUpdate<V>(update: Update<V>) {
  const queryClient = useQueryClient();
  return {
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications() });
      const previous = queryClient.getQueryData<Notification[]>(queryKeys.notifications());
      queryClient.setQueryData<Notification[]>(queryKeys.notifications(), (list) => update(list, variables));
      return { previous };
    },
    onError: (error: unknown, _variables: V, context: { previous?: Notification[] } | undefined) => {
      queryClient.setQueryData(queryKeys.notifications(), context?.previous);
      toast.error(errorMessage(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications() }),
  };
}
