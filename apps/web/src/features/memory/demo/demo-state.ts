import {
  conversationEntries,
  localDay,
  type MemoryKind,
  type MemoryRecord,
  type MemoryTask,
  type ProcessMemoryResponse,
  taskPriority,
  toAnalysisView,
} from '@careledger/shared';
import { analyseMemory, createMemoryIndex, type MemoryIndex } from '@careledger/shared/memory';
import { DEMO_SAMPLE_MEMORIES, DEMO_SAMPLE_TASKS } from './sample-memories';
import { browserUtcOffset, dayFromToday, sampleInstant } from './sample-time';

/** The demo's one patient, in memory only: what they told, the search index over it, and their tasks. */
export interface DemoState {
  readonly memories: MemoryRecord[];
  readonly index: MemoryIndex;
  readonly tasks: MemoryTask[];
  nextMemoryId: number;
  nextTaskId: number;
}

/** A task as the create form gives it, once validated. */
export interface NewDemoTask {
  patientId: string;
  summary: string;
  description: string;
  startDate: string;
  endDate: string;
  sourceMemoryId: number | null;
}

/** A state holding the sample memories and tasks, placed in time around `now` and analysed as they were told. */
export function createDemoState(patientId: string, now: Date): DemoState {
  const state: DemoState = {
    memories: [],
    index: createMemoryIndex(),
    tasks: [],
    nextMemoryId: 1,
    nextTaskId: 1,
  };
  const samples = DEMO_SAMPLE_MEMORIES.map((sample) => ({ ...sample, at: sampleInstant(sample.when, now) }));
  // Oldest first, so ids increase with time as the database's would.
  samples.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const sample of samples) addMemory(state, sample.kind, sample.text, sample.at);

  const offset = browserUtcOffset(now);
  for (const sample of DEMO_SAMPLE_TASKS) {
    const task = addTask(
      state,
      {
        patientId,
        summary: sample.summary,
        description: sample.description,
        startDate: dayFromToday(now, sample.startInDays, offset),
        endDate: dayFromToday(now, sample.endInDays, offset),
        sourceMemoryId: null,
      },
      sampleInstant(sample.created, now),
    );
    if (sample.completed) completeTask(state, task, sampleInstant(sample.completed, now));
  }
  return state;
}

/** Analyses what was told (as of `createdAt`), stores and indexes it under the next id. */
export function addMemory(state: DemoState, kind: MemoryKind, told: string, createdAt: Date): MemoryRecord {
  const analysis = toAnalysisView(analyseMemory(told, { now: createdAt }));
  const memory: MemoryRecord = {
    id: state.nextMemoryId,
    kind,
    told,
    analysis,
    createdAt: createdAt.toISOString(),
    enteredBy: null,
  };
  state.nextMemoryId += 1;
  state.memories.push(memory);
  state.index.add({ id: String(memory.id), text: told, createdAt: memory.createdAt });
  return memory;
}

/** The reply to a processed memory: its analysis and entries; no carer alert and no OCR in the demo. */
export function toProcessResponse(memory: MemoryRecord): ProcessMemoryResponse {
  return {
    ...memory.analysis,
    memoryId: memory.id,
    entries: conversationEntries(memory),
    alertId: null,
    imageText: null,
    ocrConfidence: null,
  };
}

/** Stores a pending task under the next id, its priority from its words' urgency and its end date (taskPriority). */
export function addTask(state: DemoState, task: NewDemoTask, createdAt: Date): MemoryTask {
  const urgency = analyseMemory(taskText(task.summary, task.description), { now: createdAt }).urgencyLevel;
  const today = localDay(createdAt, browserUtcOffset(createdAt));
  const created: MemoryTask = {
    taskId: state.nextTaskId,
    ...task,
    completed: false,
    createdAt: createdAt.toISOString(),
    completedAt: null,
    priority: taskPriority(urgency, task.endDate, today),
  };
  state.nextTaskId += 1;
  state.tasks.push(created);
  return created;
}

/** Marks a pending task done at `at`; the caller has checked that it was pending. */
export function completeTask(state: DemoState, task: MemoryTask, at: Date): MemoryTask {
  const done: MemoryTask = { ...task, completed: true, completedAt: at.toISOString() };
  state.tasks[state.tasks.indexOf(task)] = done;
  return done;
}

/** The summary and description as one text to analyse, joined as the live API joins them. */
function taskText(summary: string, description: string): string {
  return description.trim() ? `${summary}. ${description}` : summary;
}
