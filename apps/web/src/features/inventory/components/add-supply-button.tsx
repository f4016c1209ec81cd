import { Plus } from 'lucide-react';
import { focusRing } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/** The floating add button: switches to the supplies tab and opens the add form. */
export function AddSupplyButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <button
      type="button"
      aria-label={t('fab')}
      onClick={onClick}
      className={`fixed right-6 bottom-6 z-30 flex size-14 items-center justify-center rounded-full bg-teal-700 text-white shadow-lg hover:bg-teal-800 dark:bg-teal-400 dark:text-slate-950 dark:hover:bg-teal-300 ${focusRing}`}
    >
      <Plus aria-hidden="true" className="size-6" />
    </button>
  );
}
