import type { RedFlag } from '@careledger/shared';
import { Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMedicineWords } from '../lib/use-medicine-words';

/** A red flag: no medicine, only what was recognised and what to do now, impossible to miss. */
export function UrgentReferralPanel({ redFlags }: { redFlags: RedFlag[] }) {
  const { t } = useTranslation('voice');
  const words = useMedicineWords();
  return (
    <section
      role="alert"
      aria-labelledby="urgent-referral-title"
      className="rounded-xl border-2 border-red-600 bg-red-50 p-5 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50"
      data-testid="urgent-referral"
    >
      <div className="flex items-center gap-3">
        <Siren aria-hidden="true" className="size-6 shrink-0" />
        <h2 id="urgent-referral-title" className="text-lg font-bold">
          {t('urgent.title')}
        </h2>
      </div>
      <p className="mt-2 text-sm">{t('urgent.body')}</p>
      <ul className="mt-4 space-y-3">
        {redFlags.map((flag) => (
          <li key={flag.key} className="rounded-lg bg-white/70 p-3 dark:bg-red-900/40">
            <p className="font-semibold">{words.redFlagName(flag.key, flag.name)}</p>
            <p className="text-sm">{words.redFlagAction(flag.key, flag.action)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
