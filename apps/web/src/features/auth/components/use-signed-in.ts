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
    queryClient.clear();
    queryClient.setQueryData(queryKeys.session(), session);
    void navigate(safeNextPath(params.get('next')), { replace: true });
  };
}
