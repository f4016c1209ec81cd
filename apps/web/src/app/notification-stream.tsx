import { useNotificationStream } from '@/features/notifications/lib/use-notification-stream';
import { useSession } from '@/hooks/use-session';

/** Mounted once: the app's single connection to the notification stream. */
export default function NotificationStream() {
  const { session } = useSession();
  // The stream is the signed-in account's: a new one for each account, none when signed out.
  return session ? <AccountNotificationStream key={session.account.id} /> : null;
}

function AccountNotificationStream() {
  useNotificationStream();
  return null;
}
