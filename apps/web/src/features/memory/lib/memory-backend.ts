import type {
  ConversationEntry,
  CreateMemoryTaskRequest,
  MemoryQueryResponse,
  MemoryReport,
  MemoryTask,
  ProcessMemoryResponse,
} from '@careledger/shared';

/**
 * What the memory screens talk to. The live screen's backend calls /api/memory; the demo's runs the same engine
 * in the browser over sample memories and makes no network call (issue 16). The four tabs are written once against
 * this interface. Every method rejects with an Error whose message the screen shows as it is (spec section 8).
 */
export interface MemoryBackend {
  readonly mode: 'live' | 'demo';
  /** Resolves when the backend answers (Connected); rejects when it does not (Disconnected). */
  checkStatus(): Promise<void>;
  /** The conversation so far, oldest first, so a reload keeps it. */
  history(userId: string): Promise<ConversationEntry[]>;
  processText(userId: string, text: string): Promise<ProcessMemoryResponse>;
  processImage(userId: string, image: File, caption: string): Promise<ProcessMemoryResponse>;
  query(userId: string, query: string): Promise<MemoryQueryResponse>;
  tasks(userId: string): Promise<MemoryTask[]>;
  createTask(task: CreateMemoryTaskRequest): Promise<MemoryTask>;
  completeTask(patientId: string, taskId: number): Promise<MemoryTask>;
  report(userId: string, days: number): Promise<MemoryReport>;
  /** An AI reply read aloud as audio/wav; absent where there is no server to speak (the demo). */
  speak?(text: string): Promise<Blob>;
  /** Lets go of what the backend holds (the demo's worker) once its screen is gone; a later call starts afresh. */
  dispose?(): void;
}
