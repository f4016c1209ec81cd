import { type Session, safeNextPath } from '@careledger/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { queryKeys } from '@/lib/query-keys';

/** After a sign-in: a fresh cache for the new account (nothing of the last one stays), then back where asked. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (session: Session) => {
    // Remove every other query rather than clear(): the header keeps observing the session query.
    queryClient.setQueryData(queryKeys.session(), session);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session()[0] });
    void navigate(safeNextPath(params.get('next')), { replace: true });
  };
}
