import { completeMemoryTask } from './complete-memory-task';
import { createMemoryTask } from './create-memory-task';
import { getMemoryHistory } from './get-memory-history';
import { getMemoryReport } from './get-memory-report';
import { getMemoryStatus } from './get-memory-status';
import { getMemoryTasks } from './get-memory-tasks';
import { toMemoryError } from './memory-http-error';
import { processMemoryImage } from './process-memory-image';
import { processMemoryText } from './process-memory-text';
import { queryMemories } from './query-memories';
import { speakText } from './speak-text';

/** Rejects with the spec's error for a non-2xx answer (see toMemoryError). */
const reported = <T>(call: Promise<T>, options?: { withBody: boolean }): Promise<T> =>
  call.catch((error: unknown) => {
    throw toMemoryError(error, options);
  });

/**
 * The live screen's backend: every call goes to /api/memory. It has the shape of the memory feature's
 * `MemoryBackend` (features/memory/lib/memory-backend.ts), which this layer may not import; the feature's
 * assignment checks it.
 */
export function createLiveBackend() {
  return {
    mode: 'live' as const,
    checkStatus: () => reported(getMemoryStatus()).then(() => undefined),
    history: (userId: string) => reported(getMemoryHistory(userId)),
    processText: (userId: string, text: string) => reported(processMemoryText({ userId, text })),
    processImage: (userId: string, image: File, caption: string) =>
      reported(processMemoryImage({ userId, image, caption })),
    query: (userId: string, query: string) => reported(queryMemories({ userId, query })),
    tasks: (userId: string) => reported(getMemoryTasks(userId)),
    createTask: (task: Parameters<typeof createMemoryTask>[0]) => reported(createMemoryTask(task)),
    completeTask: (patientId: string, taskId: number) => reported(completeMemoryTask(patientId, taskId)),
    report: (userId: string, days: number) => reported(getMemoryReport(userId, days)),
    // Spec 001 section 8: a failed read-aloud reports only the status.
    speak: (text: string) => reported(speakText(text), { withBody: false }),
  };
}
