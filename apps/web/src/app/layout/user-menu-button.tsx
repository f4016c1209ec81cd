import { UserCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

export function UserMenuButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('userMenu.open')}
      className={buttonClasses('ghost', 'icon')}
      {...props}
    >
      <UserCircle aria-hidden="true" className="size-6" />
    </button>
  );
}
