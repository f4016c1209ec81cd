import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { useChainInfo } from '@/lib/wallet/use-chain-info';
import { useWallet } from '@/lib/wallet/use-wallet';
import { DemoAccountList } from './demo-account-list';

interface DemoAccountDialogProps {
  /** It is open while rendered (a lazyDialog); closing it calls this. */
  onClose: () => void;
}

/**
 * "Choose a demo account": the demo wallet never picks an account by itself, so after Disconnect, Connect Wallet
 * asks which dev account to use, and Switch Account moves to another one (one person can be buyer and seller).
 */
export function DemoAccountDialog({ onClose }: DemoAccountDialogProps) {
  const { t } = useTranslation('wallet');
  const { data: chainInfo } = useChainInfo();
  const wallet = useWallet();
  return (
    <Dialog
      onClose={onClose}
      title={t('accounts.title')}
      description={t('accounts.description')}
      closeLabel={t('close')}
      data-testid="demo-account-dialog"
    >
      <DemoAccountList
        accounts={chainInfo?.embedded ? chainInfo.demoAccounts : []}
        current={wallet.address}
        onChosen={onClose}
      />
    </Dialog>
  );
}
