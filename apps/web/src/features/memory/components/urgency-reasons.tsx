import type { MemoryAnalysisView } from '@careledger/shared';
import { useTranslation } from '@/lib/i18n';
import { urgencyReasonKey } from '../lib/urgency-reason-key';

type UrgencyReason = MemoryAnalysisView['urgencyReasons'][number];

/** Why the entry is urgent, in words ("Why: A fall, Dizziness"); a code this build does not know keeps its text. */
export function UrgencyReasons({ reasons }: { reasons: readonly UrgencyReason[] }) {
  const { t, i18n } = useTranslation('memory');
  if (reasons.length === 0) return null;
  const words = reasons.map(({ code, text }) => t(urgencyReasonKey(code), { defaultValue: text }));
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' }).format(words);
  return (
    <p className="text-xs text-slate-700 dark:text-slate-300" data-testid="memory-urgency-reasons">
      {t('badges.urgencyBecause', { reasons: list })}
    </p>
  );
}
