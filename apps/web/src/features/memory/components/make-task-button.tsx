import { Check, ListPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useWorkspace } from '../hooks/memory-workspace-context';
import { type DatedActionItem, hasTaskFor } from '../lib/task-from-action-item';

/** Make task: a one-day task of a dated action item, offered until one exists. */
export function MakeTaskButton({ item, memoryId }: { item: DatedActionItem; memoryId: number }) {
  const { t } = useTranslation('memory');
  const { tasks, makeTask, isConnected, isLoading } = useWorkspace();
  if (hasTaskFor(tasks, item, memoryId)) {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-green-800 dark:text-green-300">
        <Check aria-hidden="true" className="size-3.5" />
        {t('entry.taskMade')}
      </span>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t('entry.makeTaskLabel', { text: item.text })}
      disabled={!isConnected || isLoading}
      onClick={() => void makeTask(item, memoryId)}
    >
      <ListPlus aria-hidden="true" className="size-4" />
      {t('entry.makeTask')}
    </Button>
  );
}
