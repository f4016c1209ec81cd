import type { ConversationEntry } from '@careledger/shared';
import { clsx } from 'clsx';
import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useClockTime } from '../hooks/use-clock-time';
import type { ProcessedNote } from '../hooks/use-conversation';
import { entryText } from '../lib/entry-text';
import { ActionItems } from './action-items';
import { AnalysisBadges } from './analysis-badges';
import { CarerAlertNotice } from './carer-alert-notice';
import { SpeakButton } from './speak-button';

interface ConversationEntryViewProps {
  entry: ConversationEntry;
  /** What processing the entry's memory said (an AI entry sent in this visit). */
  note: ProcessedNote | undefined;
  /** Absent where the backend cannot speak (the demo). */
  readAloud: ((text: string) => unknown) | undefined;
}

/**
 * One entry: You or AI Assistant with its HH:mm time, what was said, and for an analysed reply its badges, its
 * action items, what was read in an image and whether a carer was told. Memoised: the workspace changes with
 * every answer, task and report, and an entry that did not change need not render again (only its buttons,
 * which read the loading state themselves).
 */
export const ConversationEntryView = memo(function ConversationEntryView({
  entry,
  note,
  readAloud,
}: ConversationEntryViewProps) {
  const { t } = useTranslation('memory');
  const clock = useClockTime();
  const isUser = entry.type === 'user';
  const text = entryText(entry, t);
  return (
    <article
      data-testid="memory-entry"
      data-type={entry.type}
      className={clsx(
        'space-y-2 rounded-lg p-3',
        isUser ? 'ml-6 bg-teal-50 dark:bg-teal-950' : 'mr-6 bg-slate-50 dark:bg-slate-800',
      )}
    >
      <header className="flex flex-wrap items-center gap-2 text-xs text-slate-700 dark:text-slate-300">
        <span className="font-semibold text-slate-900 dark:text-slate-50">
          {isUser ? t('entry.you') : t('entry.assistant')}
        </span>
        <time dateTime={entry.timestamp}>{clock(entry.timestamp)}</time>
        {entry.enteredBy ? <span>{t('entry.enteredBy', { name: entry.enteredBy })}</span> : null}
        {!isUser && readAloud ? <SpeakButton text={text} onSpeak={readAloud} /> : null}
      </header>
      <p className="text-sm whitespace-pre-wrap text-slate-900 dark:text-slate-100">{text}</p>
      {note?.imageText ? (
        <p className="text-sm text-slate-700 italic dark:text-slate-300">
          {t('entry.imageText', { text: note.imageText })}
        </p>
      ) : null}
      {entry.analysis ? (
        <>
          <AnalysisBadges analysis={entry.analysis} />
          <ActionItems items={entry.analysis.actionItems} memoryId={entry.memoryId} />
        </>
      ) : null}
      {note && note.alertId !== null ? <CarerAlertNotice /> : null}
    </article>
  );
});
