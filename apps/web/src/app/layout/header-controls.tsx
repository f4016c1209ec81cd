import { AUTH_ROUTES } from '@careledger/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { BellPlaceholder } from '@/features/notifications/components/bell-placeholder';
import { useSession } from '@/hooks/use-session';
import { useAfterFirstScreen } from '@/lib/first-screen';
import { useTranslation } from '@/lib/i18n';
import { MobileNavButton } from './mobile-nav-button';
import { onDemand } from './on-demand';
import { UserMenuButton } from './user-menu-button';

// The bell loads once the first screen is on the page (its badge needs the notifications); the menus on first use.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell'));
const UserMenu = onDemand(UserMenuButton, () => import('./user-menu-popup'));
const MobileNav = onDemand(MobileNavButton, () => import('./mobile-nav-popup'));

export function HeaderControls() {
  const { t } = useTranslation();
  const { session, isLoading } = useSession();
  const isAfterFirstScreen = useAfterFirstScreen();
  return (
    <div className="ml-auto flex items-center gap-1">
      {session ? (
        <>
          {isAfterFirstScreen ? (
            <Suspense fallback={<BellPlaceholder />}>
              <NotificationBell />
            </Suspense>
          ) : (
            <BellPlaceholder />
          )}
          <UserMenu />
        </>
      ) : isLoading ? null : (
        <Link to={AUTH_ROUTES.signIn} className={buttonClasses('secondary', 'sm')}>
          {t('auth.signInLink')}
        </Link>
      )}
      <div className="xl:hidden">
        <MobileNav />
      </div>
    </div>
  );
}
