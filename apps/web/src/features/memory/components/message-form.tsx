import { MEMORY_TEXT_MAX_LENGTH } from '@careledger/shared';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useWorkspace } from '../hooks/memory-workspace-context';
import { isSubmitKey } from '../lib/is-submit-key';

const TEXTAREA_CLASSES =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:outline-teal-300';

/**
 * The message box and Process: Enter sends, Shift+Enter is a new line, blank text is ignored. Process waits for
 * a connected backend and for the running action to end. Text that could not be stored comes back to the box.
 */
export function MessageForm() {
  const { t } = useTranslation('memory');
  const id = useId();
  const { sendText, isConnected, isLoading } = useWorkspace();
  const [text, setText] = useState('');
  const canSend = isConnected && !isLoading;

  const send = async () => {
    if (!canSend || text.trim() === '') return;
    const told = text;
    setText('');
    if (!(await sendText(told))) setText((typed) => (typed === '' ? told : typed));
  };

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label
        htmlFor={`${id}-message`}
        className="block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        {t('conversation.message')}
      </label>
      <textarea
        id={`${id}-message`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (!isSubmitKey(event)) return;
          event.preventDefault();
          void send();
        }}
        maxLength={MEMORY_TEXT_MAX_LENGTH}
        rows={3}
        placeholder={t('conversation.placeholder')}
        aria-describedby={`${id}-hint`}
        className={TEXTAREA_CLASSES}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {t('conversation.hint')}
        </p>
        <Button type="submit" disabled={!canSend}>
          <Send aria-hidden="true" className="size-4" />
          {t('conversation.process')}
        </Button>
      </div>
    </form>
  );
}
