import { vi } from 'vitest';
import type { MemoryBackend } from '../lib/memory-backend';
import { answer, EMPTY_REPORT, processed, task } from './memory-fixtures';

type Method<K extends keyof MemoryBackend> = NonNullable<MemoryBackend[K]>;

/**
 * A MemoryBackend for component tests: every method a vi.fn with a plain answer, which a test overrides
 * (`backend.processText.mockRejectedValueOnce(...)`). Live mode with a voice unless told otherwise.
 */
interface FakeBackendOptions {
  mode?: MemoryBackend['mode'];
  /** Whether it has `speak`; the live one does, the demo does not. */
  canSpeak?: boolean;
}

export function fakeBackend({ mode = 'live', canSpeak = mode === 'live' }: FakeBackendOptions = {}) {
  return {
    mode,
    checkStatus: vi.fn<Method<'checkStatus'>>(async () => undefined),
    history: vi.fn<Method<'history'>>(async () => []),
    processText: vi.fn<Method<'processText'>>(async (_userId, text) => processed(text)),
    processImage: vi.fn<Method<'processImage'>>(async (_userId, _image, caption) => processed(caption)),
    query: vi.fn<Method<'query'>>(async () => answer()),
    tasks: vi.fn<Method<'tasks'>>(async () => []),
    createTask: vi.fn<Method<'createTask'>>(async (request) =>
      task({ taskId: 9, summary: request.summary, startDate: request.startDate, endDate: request.endDate }),
    ),
    completeTask: vi.fn<Method<'completeTask'>>(async (_patientId, taskId) =>
      task({ taskId, completed: true, completedAt: '2026-11-20T12:00:00.000Z' }),
    ),
    report: vi.fn<Method<'report'>>(async () => EMPTY_REPORT),
    speak: canSpeak
      ? vi.fn<Method<'speak'>>(async () => new Blob(['RIFF'], { type: 'audio/wav' }))
      : undefined,
  } satisfies MemoryBackend;
}

export type FakeBackend = ReturnType<typeof fakeBackend>;
