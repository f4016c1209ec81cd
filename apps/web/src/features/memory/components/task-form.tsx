import { MEMORY_TASK_DESCRIPTION_MAX_LENGTH, MEMORY_TASK_SUMMARY_MAX_LENGTH } from '@careledger/shared';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n';
import { useWorkspace } from '../hooks/memory-workspace-context';
import { EMPTY_TASK_DRAFT, hasTaskEssentials, type TaskDraft } from '../lib/task-draft';

/**
 * Task summary, Start date, Task description, End date and Create Task, which needs a connected backend, a
 * summary and both dates. Dates are YYYY-MM-DD text in the live screen and date pickers in the demo.
 */
export function TaskForm() {
  const { t } = useTranslation('memory');
  const id = useId();
  const { createTask, isConnected, mode } = useWorkspace();
  const [draft, setDraft] = useState<TaskDraft>(EMPTY_TASK_DRAFT);
  const canCreate = isConnected && hasTaskEssentials(draft);
  const isPicker = mode === 'demo';
  const field = (name: keyof TaskDraft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const dateField = (name: 'startDate' | 'endDate') =>
    isPicker
      ? { ...field(name), type: 'date', label: t(`tasks.${name}Picker`) }
      : {
          ...field(name),
          type: 'text',
          label: t(`tasks.${name}`),
          placeholder: 'YYYY-MM-DD',
          inputMode: 'numeric' as const,
        };

  const submit = async () => {
    if (!canCreate) return;
    if (await createTask(draft)) setDraft(EMPTY_TASK_DRAFT);
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader title={t('tasks.formTitle')} titleId={`${id}-title`} />
      <CardContent>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={t('tasks.summary')}
            maxLength={MEMORY_TASK_SUMMARY_MAX_LENGTH}
            {...field('summary')}
          />
          <TextField {...dateField('startDate')} />
          <TextField
            label={t('tasks.description')}
            maxLength={MEMORY_TASK_DESCRIPTION_MAX_LENGTH}
            {...field('description')}
          />
          <TextField {...dateField('endDate')} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={!canCreate}>
              <Plus aria-hidden="true" className="size-4" />
              {t('tasks.create')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
