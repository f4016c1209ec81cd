import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { useChainInfo } from '@/lib/wallet/use-chain-info';
import { DemoAccountList } from './demo-account-list';

export const METAMASK_DOWNLOAD_URL = 'https://metamask.io/download/';

interface InstallWalletDialogProps {
  /** It is open while rendered (a lazyDialog); closing it calls this. */
  onClose: () => void;
}

/** "Install MetaMask": how to get a wallet extension, and the demo wallet when the server runs its own chain. */
export function InstallWalletDialog({ onClose }: InstallWalletDialogProps) {
  const { t } = useTranslation('wallet');
  const { data: chainInfo } = useChainInfo();
  const demoAccounts = chainInfo?.embedded ? chainInfo.demoAccounts : [];

  return (
    <Dialog
      onClose={onClose}
      title={t('install.title')}
      description={t('install.description')}
      closeLabel={t('close')}
      data-testid="install-wallet-dialog"
    >
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-50">{t('install.stepsTitle')}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>{t('install.step1')}</li>
        <li>{t('install.step2')}</li>
        <li>{t('install.step3')}</li>
      </ol>
      <a
        href={METAMASK_DOWNLOAD_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={`${buttonClasses('primary', 'md')} mt-4`}
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        {t('install.download')}
        <span className="sr-only"> {t('install.newTab')}</span>
      </a>
      {demoAccounts.length > 0 ? (
        <section
          aria-labelledby="demo-wallet-title"
          className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700"
        >
          <h3 id="demo-wallet-title" className="text-sm font-semibold text-slate-900 dark:text-slate-50">
            {t('install.demoTitle')}
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('install.demoDescription')}</p>
          <DemoAccountList accounts={demoAccounts} onChosen={onClose} />
        </section>
      ) : null}
    </Dialog>
  );
}
