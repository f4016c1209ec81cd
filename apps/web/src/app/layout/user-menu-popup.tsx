import { AUTH_ROUTES, ROLE_MENU_LINKS, ROUTES } from '@careledger/shared';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Settings, User } from 'lucide-react';
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
import { useSession } from '@/hooks/use-session';
import { api, errorMessage } from '@/lib/api-client';
import type { ParseKeys } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';
import { pathKey } from '@/lib/keys';
import { queryKeys } from '@/lib/query-keys';
import { UserMenuButton } from './user-menu-button';

/** The user menu itself; loaded when the profile button is first pressed, so it starts open. */
export default function UserMenuPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const { session } = useSession();
  const role = session?.account.role ?? 'user';

  const signOut = async () => {
    try {
      await api.post('/auth/sign-out');
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    // Nothing fetched for this account may show to whoever uses the browser next.
    queryClient.setQueryData(queryKeys.session(), null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session()[0] });
    void navigate(AUTH_ROUTES.signIn);
    toast.info(t('userMenu.signedOut'));
  };

  return (
    <Menu defaultOpen modal={false}>
      <MenuTrigger asChild>
        <UserMenuButton />
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>
          <span className="block font-medium">{session?.account.name}</span>
          <span className="block font-normal">{t('userMenu.currentRole', { role: t(`roles.${role}`) })}</span>
        </MenuLabel>
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
        {ROLE_MENU_LINKS[role].length > 0 ? (
          <>
            <MenuSeparator />
            <MenuGroup aria-label={t('userMenu.roleLinks')}>
              {ROLE_MENU_LINKS[role].map((path) => (
                <MenuItem key={path} asChild>
                  <Link to={path}>{t(`userMenu.links.${pathKey(path)}` as ParseKeys)}</Link>
                </MenuItem>
              ))}
            </MenuGroup>
          </>
        ) : null}
        <MenuSeparator />
        <MenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('userMenu.signOut')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
