import type { MemoryTaskPriority } from '@careledger/shared';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONE: Record<MemoryTaskPriority, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };

export function TaskPriorityBadge({ priority }: { priority: MemoryTaskPriority }) {
  const { t } = useTranslation('memory');
  return (
    <Badge tone={TONE[priority]} data-testid="memory-task-priority">
      {t(`tasks.priority.${priority}`)}
    </Badge>
  );
}
