import { ApiRequestError, errorMessage } from '@/lib/api-client';

/**
 * Spec 001 section 8: a memory call answered with a non-2xx status. The message is the spec's English
 * ("HTTP error! status: {code}, message: {body}"); screens word it in the reader's language from `status` and
 * `body`. Text-to-speech reports only the status, so its `body` is null.
 */
export class MemoryHttpError extends Error {
  readonly status: number;
  readonly body: string | null;

  constructor(status: number, body: string | null) {
    super(
      body === null ? `HTTP error! status: ${status}` : `HTTP error! status: ${status}, message: ${body}`,
    );
    this.name = 'MemoryHttpError';
    this.status = status;
    this.body = body;
  }
}

const isNon2xx = (status: number) => status !== 0 && (status < 200 || status > 299);

/**
 * A failed memory call as the screen reports it: a non-2xx answer becomes a MemoryHttpError whose body is the
 * server's `message` (in the reader's language when the server sent a catalogue key). A network failure or an
 * answer this build cannot read keeps the API client's own sentence.
 */
export function toMemoryError(error: unknown, { withBody = true } = {}): unknown {
  if (!(error instanceof ApiRequestError) || !isNon2xx(error.status)) return error;
  return new MemoryHttpError(error.status, withBody ? errorMessage(error) : null);
}
