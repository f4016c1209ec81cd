import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useChainInfo } from '@/lib/wallet/use-chain-info';
import { useWallet } from '@/lib/wallet/use-wallet';

interface WrongChainBannerProps {
  className?: string;
}

/** Shown while the connected wallet is on another chain than the server's, with a Switch network button. */
export function WrongChainBanner({ className }: WrongChainBannerProps) {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const { data: chainInfo } = useChainInfo();
  const [isSwitching, setIsSwitching] = useState(false);

  if (wallet.status !== 'connected' || !chainInfo || wallet.chainId === null || wallet.isCorrectChain)
    return null;

  const switchChain = async () => {
    setIsSwitching(true);
    try {
      await wallet.switchChain();
    } finally {
      setIsSwitching(false);
    }
  };

  return (
    <div
      role="status"
      data-testid="wrong-chain-banner"
      className={clsx(
        'flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900',
        'dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">{t('wrongChain.message', { chainName: chainInfo.chainName })}</p>
      <Button size="sm" onClick={() => void switchChain()} disabled={isSwitching}>
        {isSwitching ? t('wrongChain.switching') : t('wrongChain.switch')}
      </Button>
    </div>
  );
}
