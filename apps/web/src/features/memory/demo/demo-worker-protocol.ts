import type { MessageParamRecord } from '@careledger/shared';
import type { MemoryBackend } from '../lib/memory-backend';
import { DemoMemoryError, type DemoMemoryErrorCode } from './demo-memory-error';

/** The backend methods the demo answers, each a request-response pair between the screen and the worker. */
export type DemoMethod = Exclude<keyof MemoryBackend, 'mode' | 'speak' | 'dispose'>;
type Method<M extends DemoMethod> = Extract<MemoryBackend[M], (...args: never[]) => unknown>;
export type DemoArgs<M extends DemoMethod> = Parameters<Method<M>>;
export type DemoResult<M extends DemoMethod> = Awaited<ReturnType<Method<M>>>;

export interface DemoRequest<M extends DemoMethod = DemoMethod> {
  id: number;
  method: M;
  args: DemoArgs<M>;
}

/** An error as it crosses to the screen: structured cloning keeps an Error's message, not its class or fields. */
export interface DemoErrorData {
  message: string;
  code: DemoMemoryErrorCode | null;
  messageKey?: string;
  params?: MessageParamRecord;
}

export type DemoReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: DemoErrorData };

export function toErrorData(error: unknown): DemoErrorData {
  if (error instanceof DemoMemoryError) {
    return { message: error.message, code: error.code, messageKey: error.messageKey, params: error.params };
  }
  return { message: error instanceof Error ? error.message : String(error), code: null };
}

/** The error the screen words: a DemoMemoryError again when it was one, so its code still picks the text. */
export function fromErrorData(data: DemoErrorData): Error {
  if (data.code === null) return new Error(data.message);
  return new DemoMemoryError(data.code, data.message, { messageKey: data.messageKey, params: data.params });
}
