import { ApiRequestError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

export interface UploadCallbacks {
  /** Bytes of the request body sent so far; `total` is 0 when the browser cannot tell. */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** The whole body has been sent: the server is working on it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

export interface RawAnswer {
  status: number;
  /** The JSON body, or null when there is none or it is not JSON. */
  body: unknown;
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs a multipart form under /api with XMLHttpRequest, because fetch reports no upload progress. It sends
 * what lib/api-client's `send` sends for a FormData: the body alone, no header of its own (the browser sets
 * the multipart boundary), with the session cookie (same origin). A network failure is the client's NETWORK_ERROR; an abort rejects with an
 * AbortError. Any status resolves: the caller reads it.
 */
export function postFormWithProgress(
  path: string,
  form: FormData,
  { onUploadProgress, onUploaded, signal }: UploadCallbacks = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The analysis was cancelled.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.upload.onprogress = (event) =>
      onUploadProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    request.upload.onload = () => onUploaded?.();
    request.onload = () => resolve({ status: request.status, body: parseJson(request.responseText) });
    request.onerror = () => reject(new ApiRequestError(0, 'NETWORK_ERROR', i18n.t('errors.network')));
    request.onabort = () => reject(new DOMException('The analysis was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
