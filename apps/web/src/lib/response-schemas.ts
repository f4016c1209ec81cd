// Every module of response schemas the web app checks answers against, by a name the page's thread can send to
// the validation worker (response-validation.worker.ts). The page imports this file's types only: its modules,
// and zod with them, are loaded where the answers are checked (the worker, or the page where there is none).
import { type CallMessage, type CallReply, makeCall } from './api-call';

export const responseSchemaModules = {
  'api/inventory': () => import('../api/inventory/schemas'),
  'api/marketplace': () => import('../api/marketplace/schemas'),
  'api/medicine': () => import('../api/medicine/schemas'),
  'api/memory': () => import('../api/memory/schemas'),
  'api/predictions': () => import('../api/predictions/schemas'),
  'api/skin-analysis': () => import('../api/skin-analysis/schemas'),
  'features/admin': () => import('../features/admin/api/schemas'),
  'features/dashboard': () => import('../features/dashboard/api/schemas'),
  'features/inventory': () => import('../features/inventory/api/schemas'),
  'features/marketplace': () => import('../features/marketplace/api/schemas'),
  'features/notifications': () => import('../features/notifications/api/schemas'),
  'features/profile': () => import('../features/profile/api/schemas'),
  'features/rfid': () => import('../features/rfid/api/schemas'),
  'features/settings': () => import('../features/settings/api/schemas'),
  'features/supplier': () => import('../features/supplier/api/schemas'),
  session: () => import('./session-schema'),
  wallet: () => import('./wallet/schemas'),
};

export type ResponseSchemaModules = typeof responseSchemaModules;
export type SchemaModuleName = keyof ResponseSchemaModules;
type ModuleOf<M extends SchemaModuleName> = Awaited<ReturnType<ResponseSchemaModules[M]>>;

/** Anything with zod's `safeParse`: the exports of a schemas module that check an answer. */
export interface ResponseSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** The names of a module's exports that are schemas. */
export type SchemaName<M extends SchemaModuleName> = {
  [N in keyof ModuleOf<M>]: ModuleOf<M>[N] extends ResponseSchema<unknown> ? N : never;
}[keyof ModuleOf<M>] &
  string;

/** What a schema gives back once an answer passes it. */
export type SchemaOutput<M extends SchemaModuleName, N extends SchemaName<M>> =
  ModuleOf<M>[N] extends ResponseSchema<infer T> ? T : never;

/** A request to check one answer: which schema, and the answer as parsed from JSON. */
export interface ValidationRequest {
  id: number;
  module: string;
  name: string;
  data: unknown;
}

/** The checked answer (with zod's transforms applied), or why it failed. */
export type ValidationReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string };

/** The loader of a module named in a message (which may name none of ours). */
function loaderOf(module: string): (() => Promise<object>) | undefined {
  return Object.hasOwn(responseSchemaModules, module)
    ? responseSchemaModules[module as SchemaModuleName]
    : undefined;
}

/**
 * Checks one answer against the named schema: the same on the worker and, where there is none, on the page.
 * An unknown module or schema name is a failed check, never a pass.
 */
export async function validateAnswer(request: ValidationRequest): Promise<ValidationReply> {
  const { id, module, name, data } = request;
  const load = loaderOf(module);
  if (!load) return { id, ok: false, message: `No response schema module "${module}".` };
  const schema = ((await load()) as Record<string, unknown>)[name] as ResponseSchema<unknown> | undefined;
  if (typeof schema?.safeParse !== 'function')
    return { id, ok: false, message: `No response schema "${name}" in "${module}".` };
  const parsed = schema.safeParse(data);
  return parsed.success
    ? { id, ok: true, value: parsed.data }
    : { id, ok: false, message: parsed.error.message };
}

/** Starts loading a module's schemas (and zod) ahead of the answer; a name that is not one is ignored. */
export function prepareSchemas(module: string): void {
  loaderOf(module)?.().catch(() => undefined);
}

/** What the page sends the validation worker: an answer to check, a module to load ahead of one, or a call to make. */
export type ValidationMessage = ValidationRequest | { prepare: string } | CallMessage;

/**
 * The validation worker's side of the conversation (response-validation.worker.ts): a reply for each answer and
 * each call, nothing for a module to prepare. A schema module that fails to load fails the check, so the answer
 * is not used.
 */
export async function answerMessage(message: ValidationMessage): Promise<ValidationReply | CallReply | null> {
  if ('prepare' in message) {
    prepareSchemas(message.prepare);
    return null;
  }
  if ('call' in message) return makeCall(message, { prepare: prepareSchemas, check: validateAnswer });
  try {
    return await validateAnswer(message);
  } catch (error) {
    return { id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
