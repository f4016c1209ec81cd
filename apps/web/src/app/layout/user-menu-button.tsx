import { UserCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

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
