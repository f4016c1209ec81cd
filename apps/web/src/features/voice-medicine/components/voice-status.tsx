import { clsx } from 'clsx';
import { useTranslation } from '@/lib/i18n';
import type { VoiceStatus } from '../lib/use-voice-assistant';

const DOT_CLASSES: Record<VoiceStatus, string> = {
  ready: 'bg-slate-400',
  listening: 'animate-pulse bg-red-600 motion-reduce:animate-none dark:bg-red-400',
  processing: 'bg-amber-400',
};

/** Ready, Listening... or Processing..., with a dot that only repeats what the words say. */
export function VoiceStatusText({ status }: { status: VoiceStatus }) {
  const { t } = useTranslation('voice');
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={clsx('size-2.5 rounded-full', DOT_CLASSES[status])} />
      <span>{t(`status.${status}`)}</span>
    </span>
  );
}
