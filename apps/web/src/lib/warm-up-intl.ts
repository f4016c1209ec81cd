/** What the Intl warm-up worker formats with: the reader's language and time zone. */
export interface IntlWarmUp {
  language: string;
  timeZone: string;
}

/**
 * Sets up Intl's data on a worker thread (intl-warm-up.worker.ts) so the page's thread finds it ready. Only a
 * head start: where workers are missing or refused, the first format on the page sets it up as before.
 */
export function warmUpIntl(warmUp: IntlWarmUp): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage(warmUp);
  } catch {
    // Nothing to do: formatting works without the head start.
  }
}
