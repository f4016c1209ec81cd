import { type AccountRole, localDay, taskPriority, toAnalysisView } from '@careledger/shared';
import type { analyseMemory as AnalyseMemory } from '@careledger/shared/memory';
import { loadMemoryTools } from '../../modules/memory';
import type { Database } from '../client';
import { carerAlerts, memories, memoryTasks } from '../schema';
import { MEMORY_SAMPLES, TASK_SAMPLES, type TaskSample } from './memory-samples';
import { ago, dateAfter } from './time';

/** The demo patient's zone is the settings default (UTC), so the seed's days are UTC days. */
const UTC_OFFSET_MINUTES = 0;

/**
 * The demo patient's memories (each analysed as it would have been when told), their tasks (one completed)
 * and a carer alert for the fall. The alert is stored without a notification: the seeded notifications stay
 * the spec's five samples, and the alert shows on the carers' list.
 */
export async function seedMemories(
  db: Database,
  now: Date,
  accountIds: Record<AccountRole, string>,
): Promise<void> {
  const { analyseMemory } = await loadMemoryTools();
  const patientId = accountIds.user;
  const memoryIds: number[] = [];
  for (const sample of MEMORY_SAMPLES) {
    const createdAt = ago(now, sample.ago);
    const analysis = toAnalysisView(
      analyseMemory(sample.text, { now: createdAt, timezone: UTC_OFFSET_MINUTES }),
    );
    const [row] = await db
      .insert(memories)
      .values({
        patientId,
        enteredBy: accountIds[sample.enteredBy],
        kind: 'text',
        text: sample.text,
        importance: analysis.importanceScore,
        sentiment: analysis.sentiment,
        urgency: analysis.urgencyLevel,
        analysis,
        createdAt,
      })
      .returning({ id: memories.id });
    if (!row) throw new Error('seeding a memory returned no row');
    memoryIds.push(row.id);
    if (analysis.urgencyLevel === 'high') {
      await db.insert(carerAlerts).values({ patientId, memoryId: row.id, createdAt });
    }
  }
  for (const task of TASK_SAMPLES) {
    await db.insert(memoryTasks).values(taskRow(task, now, accountIds, memoryIds, analyseMemory));
  }
}

function taskRow(
  task: TaskSample,
  now: Date,
  accountIds: Record<AccountRole, string>,
  memoryIds: readonly number[],
  analyseMemory: typeof AnalyseMemory,
): typeof memoryTasks.$inferInsert {
  const createdAt = ago(now, { days: Math.max(0, -task.startIn) + 1 });
  const text = `${task.summary}. ${task.description}`;
  const urgency = analyseMemory(text, { now: createdAt, timezone: UTC_OFFSET_MINUTES }).urgencyLevel;
  const endDate = dateAfter(now, task.endIn);
  return {
    patientId: accountIds.user,
    createdBy: accountIds.staff,
    summary: task.summary,
    description: task.description,
    startDate: dateAfter(now, task.startIn),
    endDate,
    priority: taskPriority(urgency, endDate, localDay(createdAt, UTC_OFFSET_MINUTES)),
    sourceMemoryId: task.fromMemory === undefined ? null : (memoryIds[task.fromMemory] ?? null),
    createdAt,
    completedAt: task.completedAgo ? ago(now, task.completedAgo) : null,
    completedBy: task.completedAgo ? accountIds.user : null,
  };
}
