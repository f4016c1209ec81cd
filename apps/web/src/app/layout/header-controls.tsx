import { lazy, Suspense } from 'react';
import { BellPlaceholder } from '@/features/notifications/components/bell-placeholder';
import { MobileNavButton } from './mobile-nav-button';
import { onDemand } from './on-demand';
import { UserMenuButton } from './user-menu-button';

// The bell loads right after the first paint (its badge needs the notifications); the menus on first use.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell'));
const UserMenu = onDemand(UserMenuButton, () => import('./user-menu-popup'));
const MobileNav = onDemand(MobileNavButton, () => import('./mobile-nav-popup'));

export function HeaderControls() {
  return (
    <div className="ml-auto flex items-center gap-1">
      <Suspense fallback={<BellPlaceholder />}>
        <NotificationBell />
      </Suspense>
      <UserMenu />
      <div className="xl:hidden">
        <MobileNav />
      </div>
    </div>
  );
}
