import type { MemoryActionItem } from '@careledger/shared';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { isDated } from '../lib/task-from-action-item';
import { MakeTaskButton } from './make-task-button';

/** The entry's action items as badges; one with a date can become a task in one click. */
export function ActionItems({ items, memoryId }: { items: readonly MemoryActionItem[]; memoryId: number }) {
  const { t } = useTranslation('memory');
  const format = useFormat();
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('entry.actionItems')} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={`${item.text}|${item.due ?? ''}`} className="flex flex-wrap items-center gap-1.5">
          <Badge tone="info" data-testid="memory-action-item">
            {isDated(item) ? t('entry.due', { text: item.text, date: format.date(item.due) }) : item.text}
          </Badge>
          {isDated(item) ? <MakeTaskButton item={item} memoryId={memoryId} /> : null}
        </li>
      ))}
    </ul>
  );
}
