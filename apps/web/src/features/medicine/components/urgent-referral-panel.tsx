import type { RedFlag } from '@careledger/shared';
import { Siren } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMedicineWords } from '../lib/use-medicine-words';

/** A red-flag answer: announced at once, in a colour nobody mistakes, each sign with what to do now. */
export function UrgentReferralPanel({ redFlags }: { redFlags: RedFlag[] }) {
  const { t } = useTranslation('medicine');
  const words = useMedicineWords();
  const id = useId();
  return (
    <section
      role="alert"
      aria-labelledby={id}
      data-testid="urgent-referral"
      className="rounded-xl border-2 border-red-900 bg-red-700 p-5 text-white shadow-md"
    >
      <div className="flex items-center gap-3">
        <Siren aria-hidden="true" className="size-7 shrink-0" />
        <h2 id={id} className="text-xl font-bold">
          {t('urgent.title')}
        </h2>
      </div>
      <p className="mt-2">{t('urgent.body')}</p>
      {redFlags.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold tracking-wide uppercase">{t('urgent.flags')}</h3>
          <ul className="mt-2 space-y-3">
            {redFlags.map((flag, index) => {
              const { name, action } = words.redFlag(flag);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, shown as sent
                <li key={`${flag.key}-${index}`} data-testid="red-flag" className="rounded-md bg-red-800 p-3">
                  <p className="font-semibold">{name}</p>
                  <p className="mt-1">{action}</p>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
