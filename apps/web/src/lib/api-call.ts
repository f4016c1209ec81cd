// One API call made and its answer checked in the same place: on the validation worker
// (response-validation.worker.ts), so the page's thread pays for neither the request, nor reading the JSON, nor
// checking it, only for a message each way; or on the page where there is no worker. No zod here: the checks
// come in as `checker`.
/** The request: method, URL, a JSON body as text, and the schema that checks the answer (none: not read). */
export interface ApiCall {
  method: string;
  url: string;
  body?: string;
  module?: string;
  name?: string;
}

/** What the page sends to have a call made. */
export interface CallMessage {
  id: number;
  call: ApiCall;
}

/**
 * How a call ended: answered (and the answer passed its schema; `value` is undefined for 204 or no schema),
 * answered but the answer failed its schema, refused with an error status (`body` the server's JSON, null when
 * it is not JSON), or the server could not be reached.
 */
export type CallReply =
  | { id: number; outcome: 'answered'; status: number; value: unknown }
  | { id: number; outcome: 'invalid'; status: number; message: string }
  | { id: number; outcome: 'refused'; status: number; body: unknown }
  | { id: number; outcome: 'unreachable' };

/** The checks (lib/response-schemas `prepareSchemas` and `validateAnswer`). */
export interface CallChecker {
  /** Starts loading a module's schemas while the request is on its way. */
  prepare(module: string): void;
  check(request: {
    id: number;
    module: string;
    name: string;
    data: unknown;
  }): Promise<{ ok: true; value: unknown } | { ok: false; message: string }>;
}

function init({ method, body }: ApiCall): RequestInit {
  if (body === undefined) return { method, headers: { accept: 'application/json' } };
  return { method, headers: { 'content-type': 'application/json' }, body };
}

/** Makes the call and checks its answer; never rejects (every ending is a reply). */
export async function makeCall({ id, call }: CallMessage, checker: CallChecker): Promise<CallReply> {
  if (call.module) checker.prepare(call.module);
  let response: Response;
  try {
    response = await fetch(call.url, init(call));
  } catch {
    return { id, outcome: 'unreachable' };
  }
  const { status } = response;
  if (!response.ok) return { id, outcome: 'refused', status, body: await response.json().catch(() => null) };
  if (status === 204 || !call.module || !call.name)
    return { id, outcome: 'answered', status, value: undefined };
  try {
    const data: unknown = await response.json();
    const reply = await checker.check({ id, module: call.module, name: call.name, data });
    return reply.ok
      ? { id, outcome: 'answered', status, value: reply.value }
      : { id, outcome: 'invalid', status, message: reply.message };
  } catch (error) {
    return {
      id,
      outcome: 'invalid',
      status,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
