import { Wallet } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';

/** Spec 000 section 2.6: a floating notice while no wallet is connected. */
export function ConnectWalletNotice() {
  const { t } = useTranslation('marketplace');
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-30 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 shadow-lg dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <Wallet aria-hidden="true" className="size-4" />
      {t('connectNotice')}
    </div>
  );
}
