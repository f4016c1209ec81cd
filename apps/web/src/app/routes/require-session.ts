import { AUTH_ROUTES } from '@careledger/shared';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { sessionQueryOptions } from '@/lib/session';

/** The loader of every screen that needs a session: without one, sign in first and come back. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await queryClient.ensureQueryData(sessionQueryOptions());
  if (session) return null;
  const { pathname, search } = new URL(request.url);
  throw redirect(`${AUTH_ROUTES.signIn}?next=${encodeURIComponent(pathname + search)}`);
}
