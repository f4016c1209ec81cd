import { useNotificationStream } from '@/features/notifications/lib/use-notification-stream';

/** Mounted once: the app's single connection to the notification stream. */
export default function NotificationStream() {
  useNotificationStream();
  return null;
}
