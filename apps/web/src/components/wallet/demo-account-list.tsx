import type { Address } from '@careledger/shared';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { shortAddress } from '@/lib/wallet/short-text';
import { useWallet } from '@/lib/wallet/use-wallet';

interface DemoAccountListProps {
  accounts: readonly Address[];
  /** The account in use, marked and not offered again. */
  current?: Address | null;
  /** After the wallet connected or switched to the chosen account. */
  onChosen: () => void;
}

/** The dev chain's accounts as buttons: choosing one connects the demo wallet with it, or switches to it. */
export function DemoAccountList({ accounts, current = null, onChosen }: DemoAccountListProps) {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const choose = async (address: Address) => {
    if (await wallet.connectDemoAccount(address)) onChosen();
  };
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
      {accounts.map((address, index) => {
        const name = t('install.demoAccount', { number: index + 1 });
        const isCurrent = address.toLowerCase() === current?.toLowerCase();
        return (
          <li key={address}>
            <Button
              variant="secondary"
              className="w-full justify-between"
              disabled={wallet.isLoading || isCurrent}
              aria-current={isCurrent ? 'true' : undefined}
              aria-label={t(isCurrent ? 'accounts.inUse' : 'install.useDemoAccount', {
                name,
                address: shortAddress(address),
              })}
              title={address}
              onClick={() => void choose(address)}
            >
              <span>{name}</span>
              <span className="font-mono">{shortAddress(address)}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
