import { formatEthAmount } from '@careledger/shared';
import { Landmark } from 'lucide-react';
import { TransactionButton } from '@/components/marketplace/transaction-button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast/use-toasts';
import { etherToWei } from '@/lib/ether';
import { useTranslation } from '@/lib/i18n';
import { useWalletSession } from '../lib/use-wallet-session';
import { TransactionSteps, useContractTransaction } from '../lib/wallet';

/** Deliveries credit the seller inside the contract (no push payments); withdraw() pays the balance out. */
export function WithdrawCard({ balance }: { balance: string }) {
  const { t } = useTranslation('marketplace');
  const toast = useToast();
  const { canTransact } = useWalletSession();
  const transaction = useContractTransaction();
  const balanceWei = etherToWei(balance);
  const isBusy = transaction.step === 'signing' || transaction.step === 'pending';

  const withdraw = async () => {
    const outcome = await transaction.run({ functionName: 'withdraw', args: [] });
    if (outcome.ok) toast.success(t('supplier.withdraw.success'));
  };

  return (
    <Card aria-labelledby="withdraw-title">
      <CardHeader
        titleId="withdraw-title"
        title={t('supplier.withdraw.title')}
        description={t('supplier.withdraw.description')}
        icon={<Landmark aria-hidden="true" className="size-5 text-teal-700 dark:text-teal-300" />}
      />
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-2xl font-bold text-slate-900 dark:text-slate-50" data-testid="withdraw-balance">
          {t('eth', { amount: formatEthAmount(balanceWei, 4) })}
        </p>
        <TransactionButton
          transaction={transaction}
          steps={<TransactionSteps transaction={transaction} />}
          disabled={!canTransact || balanceWei === 0n}
          aria-busy={isBusy}
          onClick={() => void withdraw()}
        >
          {t('supplier.withdraw.action')}
        </TransactionButton>
      </CardContent>
    </Card>
  );
}
