import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { useCan } from '@/hooks/use-session';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useLinkedWallets, useLinkWallet } from '@/lib/wallet/linked-wallets';
import { useChainInfo } from '@/lib/wallet/use-chain-info';
import { useWallet } from '@/lib/wallet/use-wallet';

/** "Link to my account" for a connected wallet the signed-in account has not linked; "Linked" once it has. */
export function LinkWalletButton() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const canTrade = useCan('marketplace.trade');
  const linked = useLinkedWallets(canTrade && wallet.address !== null);
  const link = useLinkWallet();
  const { data: chainInfo } = useChainInfo();
  const [busy, setBusy] = useState(false);
  if (!canTrade || !wallet.address || !linked.data) return null;
  const address = wallet.address;
  if (linked.data.items.some((w) => w.address === address.toLowerCase())) {
    return (
      <span
        className="inline-flex items-center gap-1 text-sm text-teal-800 dark:text-teal-200"
        data-testid="wallet-linked"
      >
        <Link2 aria-hidden="true" className="size-4" />
        {t('link.linked')}
      </span>
    );
  }
  const onLink = async () => {
    if (!chainInfo) return;
    setBusy(true);
    try {
      const walletClient = await wallet.getWalletClient();
      if (!walletClient) return;
      await link(walletClient, address, chainInfo.chainId, t('link.statement'));
      toast.success(t('link.done'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void onLink()}
      disabled={busy || !wallet.hasSigner}
      title={t('link.why')}
    >
      <Link2 aria-hidden="true" className="size-4" />
      {t('link.button')}
    </Button>
  );
}
