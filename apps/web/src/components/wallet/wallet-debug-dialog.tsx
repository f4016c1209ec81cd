import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { useTranslation } from '@/lib/i18n';
import { useChainInfo } from '@/lib/wallet/use-chain-info';
import { useWallet } from '@/lib/wallet/use-wallet';

interface WalletDebugDialogProps {
  /** It is open while rendered (a lazyDialog); closing it calls this. */
  onClose: () => void;
}

/** Spec 000 section 2.6 "Wallet Debug": the session's flags, its address, and three ways to poke it. */
export function WalletDebugDialog({ onClose }: WalletDebugDialogProps) {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const { data: chainInfo } = useChainInfo();
  const yesNo = (flag: boolean) => (flag ? t('yes') : t('no'));

  const flags = [
    ['extensionAvailable', wallet.providerAvailable],
    ['connected', wallet.status === 'connected'],
    ['loading', wallet.isLoading],
    ['signer', wallet.hasSigner],
    ['provider', wallet.hasProvider],
  ] as const;

  const testConnect = async () => {
    toast.info(t('debug.testing'));
    if (!(await wallet.connect())) toast.error(t('debug.testFailed'));
  };
  const forceRefresh = async () => {
    toast.info(t('debug.refreshing'));
    if (!(await wallet.refresh())) toast.error(t('debug.refreshFailed'));
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('debug.title')}
      description={t('debug.description')}
      closeLabel={t('close')}
      data-testid="wallet-debug-dialog"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {flags.map(([key, flag]) => (
          <div key={key} className="contents" data-testid={`wallet-flag-${key}`}>
            <dt className="text-slate-600 dark:text-slate-400">{t(`debug.${key}`)}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">{yesNo(flag)}</dd>
          </div>
        ))}
        <dt className="text-slate-600 dark:text-slate-400">{t('debug.wallet')}</dt>
        <dd className="font-medium text-slate-900 dark:text-slate-100">
          {wallet.providerName ?? t('debug.none')}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('debug.network')}</dt>
        <dd className="font-medium text-slate-900 dark:text-slate-100">
          {wallet.chainId ?? t('debug.none')}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('debug.address')}</dt>
        <dd
          className="font-mono break-all text-slate-900 dark:text-slate-100"
          data-testid="wallet-debug-address"
        >
          {wallet.address ?? t('debug.notConnected')}
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void testConnect()} disabled={wallet.status === 'connecting'}>
          {t('debug.testConnect')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void forceRefresh()} disabled={wallet.isLoading}>
          {t('debug.forceRefresh')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={() => void wallet.disconnect()}
          disabled={wallet.status !== 'connected'}
        >
          {t('debug.disconnect')}
        </Button>
      </div>
      <h3 className="mt-6 text-sm font-semibold text-slate-900 dark:text-slate-50">{t('debug.tipsTitle')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>{t('debug.tipInstalled')}</li>
        <li>{t('debug.tipPending')}</li>
        {chainInfo ? <li>{t('debug.tipNetwork', { chainName: chainInfo.chainName })}</li> : null}
        <li>{t('debug.tipReload')}</li>
      </ul>
    </Dialog>
  );
}
