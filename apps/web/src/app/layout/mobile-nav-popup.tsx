import { HEADER_LINKS } from '@careledger/shared';
import { NavLink } from 'react-router';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { useTranslation } from '@/lib/i18n';
import { MobileNavButton } from './mobile-nav-button';

/** The header links as a menu on narrow screens; loaded on first press, so it starts open. */
export default function MobileNavPopup() {
  const { t } = useTranslation();
  return (
    <Menu defaultOpen modal={false}>
      <MenuTrigger asChild>
        <MobileNavButton />
      </MenuTrigger>
      <MenuContent aria-label={t('nav.mobile')}>
        {HEADER_LINKS.map((link) => (
          <MenuItem key={link.to} asChild>
            <NavLink to={link.to}>{t(`nav.${link.labelKey}`)}</NavLink>
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
