import type { SchemaModuleName, SchemaName, SchemaOutput, ValidationReply } from './response-schemas';

// Every API answer is checked against its shared schema before a screen uses it (lib/api-client). The checking
// happens on a Web Worker (response-validation.worker.ts) where the browser has them, so zod's code, its
// schemas and the checks never run on the page's thread; elsewhere (tests, a browser that refuses the worker)
// on the page, as before. Either way an answer that fails its schema is never used.

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

/** Where answers are checked. */
export interface AnswerChecker {
  /** Starts loading a module's schemas while its request is on the way. */
  prepare(module: SchemaModuleName): void;
  check(module: SchemaModuleName, name: string, data: unknown): Promise<unknown>;
}

const resultOf = (reply: ValidationReply): unknown => {
  if (reply.ok) return reply.value;
  throw new InvalidAnswerError(reply.message);
};

/** Checks on the page's own thread (the schemas module is fetched on first use). */
export function createInThreadChecker(): AnswerChecker {
  const schemas = () => import('./response-schemas');
  return {
    prepare: (module) => void schemas().then((m) => m.prepareSchemas(module)),
    check: async (module, name, data) =>
      resultOf(await (await schemas()).validateAnswer({ id: 0, module, name, data })),
  };
}

/**
 * Checks on a worker started by the first call. If the worker cannot start (its script fails to load, or the
 * browser refuses it), the calls waiting on it and every later one are checked by `fallback` instead.
 */
export function createWorkerChecker(startWorker: () => Worker, fallback: () => AnswerChecker): AnswerChecker {
  let worker: Worker | null = null;
  let instead: AnswerChecker | null = null;
  let nextId = 1;
  // A module is loaded once per worker: asking again for every request would only cost a message.
  const prepared = new Set<SchemaModuleName>();
  const waiting = new Map<
    number,
    {
      args: [SchemaModuleName, string, unknown];
      resolve: (value: unknown) => void;
      reject: (e: Error) => void;
    }
  >();

  const giveUp = () => {
    worker?.terminate();
    worker = null;
    instead = fallback();
    const calls = [...waiting.values()];
    waiting.clear();
    for (const call of calls) instead.check(...call.args).then(call.resolve, call.reject);
  };

  const running = (): Worker | null => {
    if (worker || instead) return worker;
    try {
      worker = startWorker();
    } catch {
      giveUp();
      return null;
    }
    worker.addEventListener('message', (event: MessageEvent<ValidationReply>) => {
      const call = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      if (!call) return;
      try {
        call.resolve(resultOf(event.data));
      } catch (error) {
        call.reject(error as Error);
      }
    });
    worker.addEventListener('error', giveUp);
    return worker;
  };

  return {
    prepare: (module) => {
      const started = running();
      if (!started) instead?.prepare(module);
      else if (!prepared.has(module)) {
        prepared.add(module);
        started.postMessage({ prepare: module });
      }
    },
    check: (module, name, data) => {
      const started = running();
      if (!started) return (instead as AnswerChecker).check(module, name, data);
      return new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { args: [module, name, data], resolve, reject });
        started.postMessage({ id, module, name, data });
      });
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

/** The answer once it passes its schema (with the schema's transforms applied); InvalidAnswerError if not. */
export async function validateResponse<T>(schema: SchemaRef<T>, data: unknown): Promise<T> {
  return (await answerChecker().check(schema.module, schema.name, data)) as T;
}
