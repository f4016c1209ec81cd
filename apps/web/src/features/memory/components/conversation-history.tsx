import { MessagesSquare } from 'lucide-react';
import { useDeferredValue, useEffect, useRef } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useTranslation } from '@/lib/i18n';
import { useWorkspace } from '../hooks/memory-workspace-context';
import { ConversationEntryView } from './conversation-entry';

/**
 * The conversation, oldest first, in a 24rem panel that scrolls to the newest entry. The panel is a named,
 * focusable region, so keyboard users can scroll it too.
 */
export function ConversationHistory() {
  const { t } = useTranslation('memory');
  const workspace = useWorkspace();
  const { notes, readAloud } = workspace;
  // A loaded history is dozens of entries: they render in the background, in slices that leave the page
  // responsive (what is shown until then is what was there before).
  const entries = useDeferredValue(workspace.entries);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (entries.length > 0 && panel.current) panel.current.scrollTop = panel.current.scrollHeight;
  }, [entries.length]);

  return (
    <section
      ref={panel}
      aria-label={t('conversation.history')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard.
      tabIndex={0}
      data-testid="memory-history"
      className="h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-800 dark:bg-slate-900 dark:focus-visible:outline-teal-300"
    >
      {entries.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare aria-hidden="true" className="size-8 text-slate-400" />}
          title={t('conversation.empty')}
        />
      ) : (
        <ol className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <ConversationEntryView
                entry={entry}
                note={entry.type === 'user' ? undefined : notes.get(entry.memoryId)}
                readAloud={readAloud}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
