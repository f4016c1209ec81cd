import {
  buildMemoryReport,
  completeMemoryTaskRequestSchema,
  conversationEntries,
  createMemoryTaskRequestSchema,
  MEMORY_HISTORY_MAX,
  MEMORY_IMAGE_MAX_BYTES,
  MEMORY_IMAGE_TYPES,
  type MemoryQueryResponse,
  type MemoryTask,
  memoryQueryRequestSchema,
  memoryReportQuerySchema,
  processImageFieldsSchema,
  processTextRequestSchema,
  reportWindowStart,
} from '@careledger/shared';
import { answerQuestion } from '@careledger/shared/memory';
import type { MemoryBackend } from '../lib/memory-backend';
import {
  DEMO_IMAGE_NEEDS_CAPTION,
  DEMO_INVALID_INPUT,
  DEMO_TASK_ALREADY_COMPLETED,
  DEMO_TASK_NOT_FOUND,
  DemoMemoryError,
} from './demo-memory-error';
import { DEMO_PATIENT_ID } from './demo-patient';
import {
  addMemory,
  addTask,
  completeTask,
  createDemoState,
  type DemoState,
  toProcessResponse,
} from './demo-state';
import { parseDemoInput, requireUserId } from './parse-demo-input';
import { browserUtcOffset } from './sample-time';

export { DEMO_PATIENT_ID };

/** What a demo backend can be given: a clock (tests fix it) and the patient the samples belong to. */
export interface DemoBackendOptions {
  now?: () => Date;
  userId?: string;
}

const IMAGE_MIME_TYPES: readonly string[] = MEMORY_IMAGE_TYPES.map((type) => `image/${type}`);

/**
 * The backend of /infinite-memory-demo (issue 16): the same engine as the server, run in the browser over the
 * sample memories, held in memory only, answering at once (no simulated delays) and making no network call. The
 * demo has one patient: whichever user id the screen passes reads and writes the samples' state.
 */
export function createDemoBackend(options: DemoBackendOptions = {}): MemoryBackend {
  const now = options.now ?? (() => new Date());
  const patientId = options.userId ?? DEMO_PATIENT_ID;
  let state: DemoState | null = null;
  // The samples are analysed on the first call, not when the screen merely builds the backend.
  const load = (): DemoState => {
    state ??= createDemoState(patientId, now());
    return state;
  };

  return {
    mode: 'demo',
    checkStatus: async () => {},

    history: async (userId) => {
      requireUserId(userId);
      return load().memories.slice(-MEMORY_HISTORY_MAX).flatMap(conversationEntries);
    },

    processText: async (userId, text) => {
      parseDemoInput(processTextRequestSchema, { userId: requireUserId(userId), text });
      return toProcessResponse(addMemory(load(), 'text', text, now()));
    },

    processImage: async (userId, image, caption) => {
      const fields = parseDemoInput(processImageFieldsSchema, { userId: requireUserId(userId), caption });
      checkImage(image);
      if (fields.caption.trim() === '') {
        throw new DemoMemoryError(
          DEMO_IMAGE_NEEDS_CAPTION,
          'The demo cannot read the words in a photo. Add a caption that says what the photo shows.',
        );
      }
      return toProcessResponse(addMemory(load(), 'image', fields.caption, now()));
    },

    query: async (userId, query) => {
      parseDemoInput(memoryQueryRequestSchema, { userId: requireUserId(userId), query });
      const asked = now();
      const answer = answerQuestion(load().index, query, {
        now: asked,
        utcOffsetMinutes: browserUtcOffset(asked),
      });
      const response: MemoryQueryResponse = {
        ...answer,
        sources: answer.sources.map(({ id, text, date, score }) => ({
          memoryId: Number(id),
          text,
          date,
          score,
        })),
      };
      return response;
    },

    tasks: async (userId) => {
      requireUserId(userId);
      return orderTasks(load().tasks);
    },

    createTask: async (task) => {
      requireUserId(task.patientId ?? '');
      const parsed = parseDemoInput(createMemoryTaskRequestSchema, task);
      const current = load();
      const sourceMemoryId = parsed.sourceMemoryId ?? null;
      if (sourceMemoryId !== null && !current.memories.some((memory) => memory.id === sourceMemoryId)) {
        throw new DemoMemoryError(
          DEMO_INVALID_INPUT,
          `Memory ${sourceMemoryId} is not one of this patient's memories.`,
          { messageKey: 'sourceMemoryNotFound', params: { id: sourceMemoryId } },
        );
      }
      return { ...addTask(current, { ...parsed, sourceMemoryId }, now()) };
    },

    completeTask: async (userId, taskId) => {
      parseDemoInput(completeMemoryTaskRequestSchema, { patientId: requireUserId(userId), taskId });
      const current = load();
      const task = current.tasks.find((candidate) => candidate.taskId === taskId);
      // The live API's 404 and 409, in its words.
      if (!task) {
        throw new DemoMemoryError(DEMO_TASK_NOT_FOUND, `No task ${taskId} for this patient.`, {
          messageKey: 'memoryTaskNotFound',
          params: { id: taskId },
        });
      }
      if (task.completed) {
        throw new DemoMemoryError(DEMO_TASK_ALREADY_COMPLETED, `Task ${taskId} is already completed.`, {
          messageKey: 'memoryTaskCompleted',
          params: { id: taskId },
        });
      }
      return { ...completeTask(current, task, now()) };
    },

    report: async (userId, days) => {
      requireUserId(userId);
      const window = parseDemoInput(memoryReportQuerySchema, { days });
      const at = now();
      const offset = browserUtcOffset(at);
      const start = reportWindowStart(at, window.days, offset).getTime();
      const told = load().memories.filter((memory) => {
        const createdAt = Date.parse(memory.createdAt);
        return createdAt >= start && createdAt <= at.getTime();
      });
      const reported = told.map(({ analysis, createdAt }) => ({
        importance: analysis.importanceScore,
        sentiment: analysis.sentiment,
        urgency: analysis.urgencyLevel,
        createdAt,
      }));
      return buildMemoryReport(reported, window.days, offset);
    },
  };
}

/** The live API's checks on the file itself: an image of a type it reads, within its size limit. */
function checkImage(image: File): void {
  if (!IMAGE_MIME_TYPES.includes(image.type)) {
    throw new DemoMemoryError(DEMO_INVALID_INPUT, 'Choose an image file: PNG, JPEG, GIF, BMP or WebP.');
  }
  if (image.size > MEMORY_IMAGE_MAX_BYTES) {
    throw new DemoMemoryError(
      DEMO_INVALID_INPUT,
      `The image is larger than ${MEMORY_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
    );
  }
}

/** As the live API lists them: pending first, soonest end date first; then completed ones, newest first. */
function orderTasks(tasks: readonly MemoryTask[]): MemoryTask[] {
  const pending = tasks
    .filter((task) => !task.completed)
    .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.taskId - b.taskId);
  const completed = tasks
    .filter((task) => task.completed)
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? '') || a.taskId - b.taskId);
  return [...pending, ...completed].map((task) => ({ ...task }));
}
