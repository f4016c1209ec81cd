import { ListTodo } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useTranslation } from '@/lib/i18n';
import { useWorkspace } from '../hooks/memory-workspace-context';
import { TaskItem } from './task-item';

/** Your Tasks, or No tasks yet / Create your first task! */
export function TaskList() {
  const { t } = useTranslation('memory');
  const id = useId();
  const { tasks } = useWorkspace();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader title={t('tasks.listTitle')} titleId={`${id}-title`} />
      <CardContent>
        {tasks.length === 0 ? (
          <EmptyState
            icon={<ListTodo aria-hidden="true" className="size-8 text-slate-400" />}
            title={t('tasks.empty')}
            description={t('tasks.emptyHint')}
          />
        ) : (
          <ul className="space-y-3">
            {tasks.map((task) => (
              <TaskItem key={task.taskId} task={task} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
