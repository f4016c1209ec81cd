import { type ApiCall, type CallReply, makeCall } from './api-call';
import type { SchemaModuleName, SchemaName, SchemaOutput, ValidationReply } from './response-schemas';
import { yieldToMain } from './yield-to-main';

// Every API answer is checked against its shared schema before a screen uses it (lib/api-client). The checking
// happens on a Web Worker (response-validation.worker.ts) where the browser has them, so zod's code, its
// schemas and the checks never run on the page's thread; elsewhere (tests, a browser that refuses the worker)
// on the page. The JSON calls themselves are made there too (lib/api-call), so the page's thread does not pay
// for fetch() and reading the answer either. Either way an answer that fails its schema is never used.

/** Which schema checks an answer: a module of lib/response-schemas and the name of one of its schemas. */
export interface SchemaRef<T> {
  readonly module: SchemaModuleName;
  readonly name: string;
  /** Never set: says, for the types only, what the answer is once checked. */
  readonly checked?: T;
}

/** The schema `name` of module `module` (lib/response-schemas), typed by what it gives back. */
export function responseSchema<M extends SchemaModuleName, N extends SchemaName<M>>(
  module: M,
  name: N,
): SchemaRef<SchemaOutput<M, N>> {
  return { module, name };
}

/** An answer that did not pass its schema, or could not be checked. */
export class InvalidAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidAnswerError';
  }
}

/** Where answers are checked, and API calls made. */
export interface AnswerChecker {
  /** Starts loading a module's schemas while its request is on the way. */
  prepare(module: SchemaModuleName): void;
  check(module: SchemaModuleName, name: string, data: unknown): Promise<unknown>;
  /** Makes the call and checks its answer (lib/api-call): every ending is a reply, never a rejection. */
  call(call: ApiCall): Promise<CallReply>;
}

const resultOf = (reply: ValidationReply): unknown => {
  if (reply.ok) return reply.value;
  throw new InvalidAnswerError(reply.message);
};

/** Checks, and calls, on the page's own thread (the schemas module is fetched on first use). */
export function createInThreadChecker(): AnswerChecker {
  const schemas = () => import('./response-schemas');
  const prepare = (module: string) => void schemas().then((m) => m.prepareSchemas(module));
  return {
    prepare,
    check: async (module, name, data) =>
      resultOf(await (await schemas()).validateAnswer({ id: 0, module, name, data })),
    call: async (call) => {
      // A screen's calls all start in the one task that mounts it, and each fetch() costs the page's thread a
      // few milliseconds in a fresh tab: made from tasks of their own, they are not one long task.
      await yieldToMain();
      return makeCall(
        { id: 0, call },
        { prepare, check: async (request) => (await schemas()).validateAnswer(request) },
      );
    },
  };
}

/** A request to the worker that has no reply yet, and how to make it elsewhere if the worker stops. */
interface Waiting {
  resolve: (value: unknown) => void;
  reject: (e: Error) => void;
  /** Asks `checker` the same thing instead. */
  again: (checker: AnswerChecker) => Promise<unknown>;
  /** A call that changes something (not a GET): once the worker is running it may have gone out already. */
  unsafe: boolean;
}

/**
 * Checks and calls on a worker started by the first use. If the worker cannot start (its script fails to load,
 * or the browser refuses it), what waits on it and everything later goes to `fallback` instead; if it stops once
 * running, a waiting call that changes something is not made again (it may have reached the server), and ends
 * as unreachable, as a dropped connection would.
 */
export function createWorkerChecker(startWorker: () => Worker, fallback: () => AnswerChecker): AnswerChecker {
  let worker: Worker | null = null;
  let running = false;
  let instead: AnswerChecker | null = null;
  let nextId = 1;
  // A module is loaded once per worker: asking again for every request would only cost a message.
  const prepared = new Set<SchemaModuleName>();
  const waiting = new Map<number, Waiting>();

  const giveUp = () => {
    worker?.terminate();
    worker = null;
    const checker = fallback();
    instead = checker;
    const stopped = running;
    const calls = [...waiting.entries()];
    waiting.clear();
    for (const [id, call] of calls) {
      if (stopped && call.unsafe) call.resolve({ id, outcome: 'unreachable' });
      else call.again(checker).then(call.resolve, call.reject);
    }
  };

  const started = (): Worker | null => {
    if (worker || instead) return worker;
    try {
      worker = startWorker();
    } catch {
      giveUp();
      return null;
    }
    worker.addEventListener(
      'message',
      (event: MessageEvent<ValidationReply | CallReply | { ready: true }>) => {
        running = true;
        if (!('id' in event.data)) return;
        const reply = event.data;
        const call = waiting.get(reply.id);
        waiting.delete(reply.id);
        if (!call) return;
        if ('outcome' in reply) {
          call.resolve(reply);
          return;
        }
        try {
          call.resolve(resultOf(reply));
        } catch (error) {
          call.reject(error as Error);
        }
      },
    );
    worker.addEventListener('error', giveUp);
    return worker;
  };

  const ask = <T>(message: object, again: Waiting['again'], unsafe: boolean): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as Waiting['resolve'], reject, again, unsafe });
      (worker as Worker).postMessage({ id, ...message });
    });

  return {
    prepare: (module) => {
      const to = started();
      if (!to) instead?.prepare(module);
      else if (!prepared.has(module)) {
        prepared.add(module);
        to.postMessage({ prepare: module });
      }
    },
    check: (module, name, data) => {
      if (!started()) return (instead as AnswerChecker).check(module, name, data);
      return ask({ module, name, data }, (checker) => checker.check(module, name, data), false);
    },
    call: (call) => {
      if (!started()) return (instead as AnswerChecker).call(call);
      return ask({ call }, (checker) => checker.call(call), call.method !== 'GET');
    },
  };
}

let checker: AnswerChecker | undefined;

function answerChecker(): AnswerChecker {
  checker ??=
    typeof Worker === 'function'
      ? createWorkerChecker(
          () => new Worker(new URL('./response-validation.worker.ts', import.meta.url), { type: 'module' }),
          createInThreadChecker,
        )
      : createInThreadChecker();
  return checker;
}

/** Starts loading the schema's module ahead of the answer it will check. */
export function prepareValidation(schema: SchemaRef<unknown>): void {
  answerChecker().prepare(schema.module);
}

/** Makes an API call where its answer is checked (the worker, where there is one); see AnswerChecker.call. */
export function callApi(call: ApiCall): Promise<CallReply> {
  return answerChecker().call(call);
}

/** The answer once it passes its schema (with the schema's transforms applied); InvalidAnswerError if not. */
export async function validateResponse<T>(schema: SchemaRef<T>, data: unknown): Promise<T> {
  return (await answerChecker().check(schema.module, schema.name, data)) as T;
}
