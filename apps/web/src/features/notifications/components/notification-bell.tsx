import { badgeCount } from '@careledger/shared';
import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import { BellButton } from './bell-button';

const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(loadPopover);

/**
 * The bell and its badge. The panel (Radix Popover, filters, list) is fetched when the bell is first
 * reached for, then opens at once.
 */
export default function NotificationBell() {
  const { data } = useNotifications();
  const count = badgeCount(data ?? []);
  const [isActivated, setIsActivated] = useState(false);
  const bell = (
    <BellButton
      count={count}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setIsActivated(true)}
    />
  );
  if (!isActivated) return bell;
  return (
    <Suspense fallback={bell}>
      <NotificationPopover count={count} />
    </Suspense>
  );
}
