import { vi } from 'vitest';

/** One request the page sent through XMLHttpRequest, and the means to answer it. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  /** Reports `loaded` of `total` bytes sent. */
  progress: (loaded: number, total: number) => void;
  /** The whole body has been sent. */
  uploaded: () => void;
  /** Answers with a status and a JSON body (or raw text). */
  respond: (status: number, body?: unknown) => void;
  /** The connection fails. */
  fail: () => void;
  isAborted: () => boolean;
}

/**
 * Replaces XMLHttpRequest with the little of it the upload uses: open, send, abort, the upload's progress and
 * load events and the request's load, error and abort. Tests answer each sent request by hand, so no progress
 * is made up. Undo with vi.unstubAllGlobals().
 */
export function stubXhr() {
  const sent: SentRequest[] = [];

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader() {}

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body: unknown) {
      sent.push({
        method: this.method,
        url: this.url,
        body,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ loaded, total, lengthComputable: total > 0 } as ProgressEvent),
        uploaded: () => this.upload.onload?.(),
        respond: (status, answer) => {
          this.status = status;
          this.responseText =
            answer === undefined ? '' : typeof answer === 'string' ? answer : JSON.stringify(answer);
          this.onload?.();
        },
        fail: () => this.onerror?.(),
        isAborted: () => this.aborted,
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
