import type { MessageParamRecord } from '@careledger/shared';
import type { CallReply } from './api-call';
import { i18n } from './i18n';
import { callApi, prepareValidation, type SchemaRef, validateResponse } from './response-validation';
import { errorWords, loadServerText, translate } from './server-text';
import { yieldToMain } from './yield-to-main';

/** A failed API call: the HTTP status, the server's stable code and a sentence to show the person. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  /** The sentence as a catalogue key (`errors.<messageKey>`) with its params, when the server sent one. */
  readonly messageKey: string | undefined;
  readonly params: MessageParamRecord;

  constructor(
    status: number,
    code: string,
    message: string,
    text: { messageKey?: string | undefined; params?: MessageParamRecord | undefined } = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.messageKey = text.messageKey;
    this.params = text.params ?? {};
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const API_BASE = '/api';

/**
 * A failed answer as an ApiRequestError: the server's `{ error, message, messageKey?, params? }`, or HTTP_ERROR
 * when the body is not one. Also for requests sent another way (an XMLHttpRequest, for its upload progress).
 */
export async function readApiError(status: number, body: unknown): Promise<ApiRequestError> {
  const { apiErrorSchema } = await import('./api-error-schema');
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { error, message, messageKey, params } = parsed.data;
    // Shown at once (a toast, a form error): have the catalogue's words in the reader's language ready.
    if (messageKey) await loadServerText();
    return new ApiRequestError(status, error, message, { messageKey, params });
  }
  return new ApiRequestError(status, 'HTTP_ERROR', i18n.t('errors.unexpected'));
}

async function toApiError(response: Response): Promise<ApiRequestError> {
  return readApiError(response.status, await response.json().catch(() => null));
}

/** JSON bodies go as JSON; a FormData (a file upload) as multipart, with the boundary the browser sets. */
function bodyInit(body: unknown): Pick<RequestInit, 'headers' | 'body'> {
  if (body === undefined) return { headers: { accept: 'application/json' } };
  if (body instanceof FormData) return { body };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

async function send(method: Method, path: string, body: unknown): Promise<Response> {
  // A screen's queries all start in the one task that mounts it, and each fetch() costs the page's thread a few
  // milliseconds in a fresh tab: sent from tasks of their own, they no longer add up to one long task.
  await yieldToMain();
  try {
    return await fetch(`${API_BASE}${path}`, { method, ...bodyInit(body) });
  } catch {
    throw new ApiRequestError(0, 'NETWORK_ERROR', i18n.t('errors.network'));
  }
}

/** A call answered by the page's own fetch(): a multipart upload, or a request index.html preloads. */
async function requestOnPage<T>(
  method: Method,
  path: string,
  schema?: SchemaRef<T>,
  body?: unknown,
): Promise<T> {
  // The schemas load (on the validation worker) while the request is on its way.
  if (schema) prepareValidation(schema);
  const response = await send(method, path, body);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204 || !schema) return undefined as T;
  try {
    return await validateResponse(schema, await response.json());
  } catch (cause) {
    console.error(`Unexpected response from ${method} ${path}`, cause);
    throw new ApiRequestError(response.status, 'INVALID_RESPONSE', i18n.t('errors.invalidResponse'));
  }
}

async function resultOf<T>(reply: CallReply, method: Method, path: string): Promise<T> {
  switch (reply.outcome) {
    case 'answered':
      return reply.value as T;
    case 'refused':
      throw await readApiError(reply.status, reply.body);
    case 'unreachable':
      throw new ApiRequestError(0, 'NETWORK_ERROR', i18n.t('errors.network'));
    case 'invalid':
      console.error(`Unexpected response from ${method} ${path}`, reply.message);
      throw new ApiRequestError(reply.status, 'INVALID_RESPONSE', i18n.t('errors.invalidResponse'));
  }
}

async function request<T>(method: Method, path: string, schema?: SchemaRef<T>, body?: unknown): Promise<T> {
  if (body instanceof FormData) return requestOnPage(method, path, schema, body);
  // Made, read and checked on the validation worker where there is one (lib/api-call).
  const reply = await callApi({
    method,
    url: `${API_BASE}${path}`,
    ...(body !== undefined && { body: JSON.stringify(body) }),
    ...(schema && { module: schema.module, name: schema.name }),
  });
  return resultOf(reply, method, path);
}

/** Where a call is made: `page` for a request index.html preloads (the worker would not find it preloaded). */
interface CallOptions {
  on?: 'page';
}

/** Every verb takes the path, then the response schema, then the body (for those that send one). */
export const api = {
  get: <T>(path: string, schema: SchemaRef<T>, options: CallOptions = {}) =>
    options.on === 'page' ? requestOnPage('GET', path, schema) : request('GET', path, schema),
  post: <T>(path: string, schema?: SchemaRef<T>, body?: unknown) => request('POST', path, schema, body),
  put: <T>(path: string, schema: SchemaRef<T>, body: unknown) => request('PUT', path, schema, body),
  patch: <T>(path: string, schema: SchemaRef<T>, body: unknown) => request('PATCH', path, schema, body),
  delete: <T = void>(path: string, schema?: SchemaRef<T>, body?: unknown) =>
    request('DELETE', path, schema, body),
  /**
   * A POST whose answer is not JSON (audio, a file) or whose body is a multipart form: the response as it came,
   * failures thrown as every other call's.
   */
  postRaw: async (path: string, body: FormData | object): Promise<Response> => {
    const response = await send('POST', path, body);
    if (!response.ok) throw await toApiError(response);
    return response;
  },
};

/** The sentence to show for any error a query or mutation rejects with, in the reader's language. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return i18n.t('errors.unexpected');
  if (error.messageKey === undefined) return error.message;
  return errorWords(translate, error.messageKey, error.params, error.message);
}
