import { ApiRequestError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { loadServerText } from '@/lib/server-text';

/** The server's `{ error, message }` of a refused call, as the JSON client reads it. */
async function readRefusal(response: Response): Promise<ApiRequestError> {
  const [body, { apiErrorSchema }] = await Promise.all([
    response.json().catch(() => null),
    import('@/lib/api-error-schema'),
  ]);
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) return new ApiRequestError(response.status, 'HTTP_ERROR', i18n.t('errors.unexpected'));
  const { error, message, messageKey, params } = parsed.data;
  if (messageKey) await loadServerText();
  return new ApiRequestError(response.status, error, message, { messageKey, params });
}

/**
 * POSTs what the JSON client (lib/api-client) does not send or read: a multipart form (an image) or a JSON
 * body whose answer is audio. Failures throw the same ApiRequestError the client throws.
 */
export async function postMemoryRaw(path: string, body: FormData | object): Promise<Response> {
  const init: RequestInit =
    body instanceof FormData
      ? { method: 'POST', body }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  let response: Response;
  try {
    response = await fetch(`/api/memory${path}`, init);
  } catch {
    throw new ApiRequestError(0, 'NETWORK_ERROR', i18n.t('errors.network'));
  }
  if (!response.ok) throw await readRefusal(response);
  return response;
}
