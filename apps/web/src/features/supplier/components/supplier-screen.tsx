import { Wallet } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/lib/i18n';
import { useWalletSession } from '../lib/use-wallet-session';
import { WalletControls } from '../lib/wallet';
import { SupplierDashboard } from './supplier-dashboard';

/** Spec 000 section 2.7: without a wallet, an invitation to connect one; with one, its dashboard. */
export function SupplierScreen() {
  const { t } = useTranslation('marketplace');
  const { address, canTransact } = useWalletSession();
  if (!address)
    return (
      <>
        <PageHeader title={t('supplier.title')} actions={<WalletControls />} />
        <EmptyState
          icon={<Wallet aria-hidden="true" className="size-10 text-slate-400" />}
          title={t('supplier.title')}
          description={t('supplier.connectHint')}
        />
      </>
    );
  return <SupplierDashboard key={address} seller={address} canTransact={canTransact} />;
}
