import type { MemoryTaskPriority } from '@careledger/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONE: Record<MemoryTaskPriority, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };

export function TaskPriorityBadge({ priority }: { priority: MemoryTaskPriority }) {
  const { t } = useTranslation('memory');
  return (
    <Badge tone={TONE[priority]} data-testid="memory-task-priority">
      {t(`tasks.priority.${priority}`)}
    </Badge>
  );
}
