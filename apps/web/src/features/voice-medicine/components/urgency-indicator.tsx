import { urgencyColour, type VoiceUrgency } from '@careledger/shared';
import { clsx } from 'clsx';
import { useTranslation } from '@/lib/i18n';
import { DOT_TONE } from '@/lib/traffic-tone';

/** The spec's urgency dot, always with its words: colour alone tells nothing to some readers. */
export function UrgencyIndicator({ urgency }: { urgency: VoiceUrgency }) {
  const { t } = useTranslation('voice');
  const colour = urgencyColour(urgency);
  return (
    <p
      className="inline-flex items-center gap-2 text-sm font-medium"
      data-testid="voice-urgency"
      data-colour={colour}
    >
      <span aria-hidden="true" className={clsx('size-3 rounded-full', DOT_TONE[colour])} />
      {t('answer.urgency', { level: t(`answer.urgencies.${urgency}`) })}
    </p>
  );
}
