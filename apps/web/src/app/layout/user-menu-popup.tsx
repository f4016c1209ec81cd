import { CURRENT_ROLE, ROLE_MENU_LINKS, ROUTES } from '@careledger/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { LogOut, Settings, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '@/components/ui/menu';
import { toast } from '@/components/ui/toast/toast-store';
import { pathKey } from '@/lib/keys';
import { UserMenuButton } from './user-menu-button';

/** The user menu itself; loaded when the profile button is first pressed, so it starts open. */
export default function UserMenuPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = () => {
    // No sign-in accounts exist yet: signing out forgets everything fetched for this visit.
    void queryClient.resetQueries();
    void navigate(ROUTES.home);
    toast.info(t('userMenu.signedOut'));
  };

  return (
    <Menu defaultOpen modal={false}>
      <MenuTrigger asChild>
        <UserMenuButton />
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>{t('userMenu.currentRole', { role: t(`roles.${CURRENT_ROLE}`) })}</MenuLabel>
        <MenuItem asChild>
          <Link to={ROUTES.profile}>
            <User aria-hidden="true" className="size-4" />
            {t('userMenu.profile')}
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to={ROUTES.settings}>
            <Settings aria-hidden="true" className="size-4" />
            {t('userMenu.settings')}
          </Link>
        </MenuItem>
        <MenuSeparator />
        <MenuGroup aria-label={t('userMenu.roleLinks')}>
          {ROLE_MENU_LINKS[CURRENT_ROLE].map((path) => (
            <MenuItem key={path} asChild>
              <Link to={path}>{t(`userMenu.links.${pathKey(path)}` as ParseKeys)}</Link>
            </MenuItem>
          ))}
        </MenuGroup>
        <MenuSeparator />
        <MenuItem onSelect={signOut}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('userMenu.signOut')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
