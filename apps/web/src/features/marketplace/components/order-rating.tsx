import { RATING_MAX, ratingMessage } from '@careledger/shared';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { describeError } from '@/components/marketplace/describe-error';
import { useToast } from '@/components/ui/toast/use-toasts';
import { useTranslation } from '@/lib/i18n';
import { useRateOrder } from '../api/rate-order';
import { useWalletSession } from '../lib/use-wallet-session';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/** 1 to 5 stars on a delivered order: the buyer signs ratingMessage, the server checks the signature. */
export function OrderRating({ orderId, rating }: { orderId: number; rating: number | null }) {
  const { t } = useTranslation('marketplace');
  const toast = useToast();
  const { wallet, address } = useWalletSession();
  const rate = useRateOrder(orderId);
  const [isSigning, setIsSigning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (rating !== null)
    return (
      <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
        <Stars value={rating} />
        {t('rating.yours', { rating })}
      </p>
    );

  const submit = async (value: number) => {
    if (!address) {
      setProblem(t('purchase.connectFirst'));
      return;
    }
    setProblem(null);
    setIsSigning(true);
    try {
      const walletClient = await wallet.getWalletClient();
      if (!walletClient) {
        setProblem(t('purchase.connectFirst'));
        return;
      }
      const signature = await walletClient.signMessage({
        account: address,
        message: ratingMessage(orderId, value),
      });
      await rate.mutateAsync({ rating: value, signature });
      toast.success(t('rating.saved'));
    } catch (error) {
      setProblem(`${t('rating.failed')}: ${describeError(error)}`);
    } finally {
      setIsSigning(false);
    }
  };

  const isBusy = isSigning || rate.isPending;
  return (
    <div className="space-y-1">
      <fieldset className="flex items-center gap-2" aria-busy={isBusy}>
        <legend className="sr-only">{t('rating.label')}</legend>
        <span aria-hidden="true" className="text-sm text-slate-700 dark:text-slate-300">
          {t('rating.label')}
        </span>
        {STARS.map((value) => (
          <button
            key={value}
            type="button"
            disabled={isBusy}
            aria-label={t('rating.rate', { rating: value })}
            onClick={() => void submit(value)}
            className="rounded p-0.5 text-slate-400 hover:text-amber-500 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:opacity-60"
          >
            <Star aria-hidden="true" className="size-5" />
          </button>
        ))}
      </fieldset>
      {problem ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function Stars({ value }: { value: number }) {
  return (
    <span aria-hidden="true" className="flex">
      {STARS.map((star) => (
        <Star
          key={star}
          className={star <= value ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-slate-300'}
        />
      ))}
    </span>
  );
}
