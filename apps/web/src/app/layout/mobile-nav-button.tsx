import { Menu } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

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
