import type { MemoryTask } from '@careledger/shared';
import { CheckCircle2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import { useWorkspace } from '../hooks/memory-workspace-context';
import { TaskPriorityBadge } from './task-priority-badge';

/**
 * A task: summary, priority, Completed badge, description, date range, Pending or Completed, and Complete while
 * it is not done (waiting for a connected backend and the running action).
 */
export function TaskItem({ task }: { task: MemoryTask }) {
  const { t } = useTranslation('memory');
  const format = useFormat();
  const { completeTask, isConnected, isLoading } = useWorkspace();
  return (
    <li
      data-testid="memory-task"
      className="space-y-1.5 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium text-slate-900 dark:text-slate-50">{task.summary}</h3>
        <TaskPriorityBadge priority={task.priority} />
        {task.completed ? <Badge tone="success">{t('tasks.completedBadge')}</Badge> : null}
      </div>
      {task.description ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{task.description}</p>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('tasks.dateRange', { start: format.date(task.startDate), end: format.date(task.endDate) })}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {task.completed ? t('tasks.completed') : t('tasks.pending')}
        </p>
        {task.completed ? null : (
          <Button
            size="sm"
            aria-label={t('tasks.completeLabel', { summary: task.summary })}
            disabled={!isConnected || isLoading}
            onClick={() => void completeTask(task.taskId)}
          >
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('tasks.complete')}
          </Button>
        )}
      </div>
    </li>
  );
}
