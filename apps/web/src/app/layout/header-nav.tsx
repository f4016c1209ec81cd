import { HEADER_LINKS } from '@careledger/shared';
import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/** The header links on wide screens; NavLink marks the current one with aria-current="page". */
export function HeaderNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')} data-testid="header-nav" className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {HEADER_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                clsx(
                  'block rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  focusRing,
                  isActive
                    ? 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-200'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                )
              }
            >
              {t(`nav.${link.labelKey}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
