import { useTranslation } from '@/lib/i18n';
import { useWorkspace } from '../hooks/memory-workspace-context';
import { entryText } from '../lib/entry-text';

/**
 * Reads the newest AI reply of this visit to screen readers (the history loaded on start is not announced).
 * The region is on the page from the start, so the first reply is announced too.
 */
export function ReplyAnnouncer() {
  const { t } = useTranslation('memory');
  const { entries, notes } = useWorkspace();
  const latest = entries.findLast((entry) => entry.type === 'ai' && notes.has(entry.memoryId));
  return (
    <p role="status" className="sr-only">
      {latest ? t('conversation.newReply', { reply: entryText(latest, t) }) : ''}
    </p>
  );
}
