import { TaskForm } from './task-form';
import { TaskList } from './task-list';

/** Create a task, and the person's tasks. */
export function TasksTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TaskForm />
      <TaskList />
    </div>
  );
}
