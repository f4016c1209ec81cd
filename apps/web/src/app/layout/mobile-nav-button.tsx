import { Menu } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

export function MobileNavButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('nav.openMenu')}
      className={buttonClasses('ghost', 'icon')}
      {...props}
    >
      <Menu aria-hidden="true" className="size-5" />
    </button>
  );
}
