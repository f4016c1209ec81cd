import { Bell } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/** Stands in for the bell for the moment its code and data are still on their way. */
export function BellPlaceholder() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled
      aria-label={t('notifications.bell')}
      className={buttonClasses('ghost', 'icon')}
    >
      <Bell aria-hidden="true" className="size-5" />
    </button>
  );
}
