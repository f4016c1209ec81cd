import type { RedFlag } from '@careledger/shared';
import { clsx } from 'clsx';
import { Siren } from 'lucide-react';
import { useId } from 'react';
import { useMedicineWords } from '@/hooks/use-medicine-words';
import type { AnswerLayout } from './answer-layout';

interface UrgentReferralPanelProps {
  redFlags: RedFlag[];
  title: string;
  body: string;
  /** A heading over the signs, when the screen names them as a group. */
  flagsTitle?: string;
  layout: AnswerLayout;
}

/** Each layout's look; the words, their order and the roles are the same in both. */
const LOOK = {
  cards: {
    panel: 'border-red-900 bg-red-700 text-white shadow-md',
    icon: 'size-7',
    title: 'text-xl',
    body: '',
    flag: 'rounded-md bg-red-800',
    action: 'mt-1',
  },
  compact: {
    panel: 'border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
    icon: 'size-6',
    title: 'text-lg',
    body: 'text-sm',
    flag: 'rounded-lg bg-white/70 dark:bg-red-900/40',
    action: 'text-sm',
  },
} satisfies Record<AnswerLayout, Record<string, string>>;

/**
 * A red-flag answer: announced at once, in a colour nobody mistakes, each sign with what to do now. It stands
 * in place of every medicine.
 */
export function UrgentReferralPanel({ redFlags, title, body, flagsTitle, layout }: UrgentReferralPanelProps) {
  const words = useMedicineWords();
  const id = useId();
  const look = LOOK[layout];
  return (
    <section
      role="alert"
      aria-labelledby={id}
      data-testid="urgent-referral"
      className={clsx('rounded-xl border-2 p-5', look.panel)}
    >
      <div className="flex items-center gap-3">
        <Siren aria-hidden="true" className={clsx('shrink-0', look.icon)} />
        <h2 id={id} className={clsx('font-bold', look.title)}>
          {title}
        </h2>
      </div>
      <p className={clsx('mt-2', look.body)}>{body}</p>
      {flagsTitle && redFlags.length > 0 ? (
        <h3 className="mt-4 text-sm font-semibold tracking-wide uppercase">{flagsTitle}</h3>
      ) : null}
      {redFlags.length > 0 ? (
        <ul className={clsx('space-y-3', flagsTitle ? 'mt-2' : 'mt-4')}>
          {redFlags.map((flag, index) => {
            const { name, action } = words.redFlag(flag);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's list, shown as sent
              <li key={`${flag.key}-${index}`} data-testid="red-flag" className={clsx('p-3', look.flag)}>
                <p className="font-semibold">{name}</p>
                <p className={look.action}>{action}</p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
