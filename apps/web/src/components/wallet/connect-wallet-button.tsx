import { Wallet as WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { DEMO_WALLET_RDNS } from '@/lib/wallet/demo-wallet';
import { useWallet } from '@/lib/wallet/use-wallet';
import { DemoAccountDialog, InstallWalletDialog } from './lazy-wallet-dialogs';

type ConnectWalletButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/**
 * "Connect Wallet": asks the wallet for an account, or, when the browser has no wallet at all, opens the
 * Install MetaMask dialog (spec 000 section 4). With the demo wallet it asks which dev account to use instead of
 * reconnecting the last one silently (issue 12 item 7). Use it wherever a screen invites the person to connect.
 */
export function ConnectWalletButton({
  variant = 'primary',
  size = 'md',
  className,
}: ConnectWalletButtonProps) {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const [installOpen, setInstallOpen] = useState(false);
  const [accountsOpen, setAccountsOpen] = useState(false);
  const isConnecting = wallet.status === 'connecting';

  const connect = () => {
    if (wallet.providerInfo?.rdns === DEMO_WALLET_RDNS) setAccountsOpen(true);
    else if (wallet.hasProvider || wallet.providerAvailable) void wallet.connect();
    else setInstallOpen(true);
  };

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={connect} disabled={isConnecting}>
        <WalletIcon aria-hidden="true" className="size-4" />
        {isConnecting ? t('controls.connecting') : t('controls.connect')}
      </Button>
      {installOpen ? <InstallWalletDialog onClose={() => setInstallOpen(false)} /> : null}
      {accountsOpen ? <DemoAccountDialog onClose={() => setAccountsOpen(false)} /> : null}
    </>
  );
}
