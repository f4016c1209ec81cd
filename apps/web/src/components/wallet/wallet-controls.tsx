import { Bug, RefreshCw, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { useTranslation } from '@/lib/i18n';
import { DEMO_WALLET_RDNS } from '@/lib/wallet/demo-wallet';
import { shortAddress } from '@/lib/wallet/short-text';
import { useChainInfo } from '@/lib/wallet/use-chain-info';
import { useWallet } from '@/lib/wallet/use-wallet';
import { ConnectWalletButton } from './connect-wallet-button';
import { DemoAccountDialog, WalletDebugDialog } from './lazy-wallet-dialogs';
import { LinkWalletButton } from './link-wallet-button';

interface WalletControlsProps {
  className?: string;
}

/** The marketplace header's wallet control (spec 000 section 2.6): connect or disconnect, refresh, debug. */
export function WalletControls({ className }: WalletControlsProps) {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const [debugOpen, setDebugOpen] = useState(false);
  const [accountsOpen, setAccountsOpen] = useState(false);
  const { data: chainInfo } = useChainInfo();
  // The demo wallet's accounts are numbered as in its chooser, so the person sees which one is buying or selling.
  const isDemo = wallet.providerInfo?.rdns === DEMO_WALLET_RDNS;
  const demoIndex =
    isDemo && wallet.address && chainInfo?.embedded ? chainInfo.demoAccounts.indexOf(wallet.address) : -1;

  const refresh = async () => {
    if (!(await wallet.refresh())) toast.error(t('debug.refreshFailed'));
  };

  return (
    <div className={className ?? 'flex flex-wrap items-center gap-2'} data-testid="wallet-controls">
      {wallet.address ? (
        <>
          <span
            className="rounded-md bg-teal-50 px-2.5 py-1.5 font-mono text-sm text-teal-900 dark:bg-teal-950 dark:text-teal-100"
            title={wallet.address}
            data-testid="wallet-address"
          >
            <span className="sr-only">{t('controls.connectedLabel')} </span>
            {demoIndex >= 0 ? (
              <span className="mr-2 font-sans font-medium" data-testid="wallet-account-name">
                {t('install.demoAccount', { number: demoIndex + 1 })}
              </span>
            ) : null}
            {shortAddress(wallet.address)}
          </span>
          {isDemo ? (
            <Button variant="secondary" onClick={() => setAccountsOpen(true)} disabled={wallet.isLoading}>
              <UserRound aria-hidden="true" className="size-4" />
              {t('controls.switchAccount')}
            </Button>
          ) : null}
          <LinkWalletButton />
          <Button variant="secondary" onClick={() => void wallet.disconnect()} disabled={wallet.isLoading}>
            {t('controls.disconnect')}
          </Button>
        </>
      ) : (
        <ConnectWalletButton />
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('controls.refresh')}
        title={t('controls.refresh')}
        onClick={() => void refresh()}
        disabled={wallet.isLoading}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('controls.debug')}
        title={t('controls.debug')}
        onClick={() => setDebugOpen(true)}
      >
        <Bug aria-hidden="true" className="size-4" />
      </Button>
      {debugOpen ? <WalletDebugDialog onClose={() => setDebugOpen(false)} /> : null}
      {isDemo && accountsOpen ? <DemoAccountDialog onClose={() => setAccountsOpen(false)} /> : null}
    </div>
  );
}
