import { clsx } from 'clsx';
import type { StatusMessage } from '../lib/use-status-message';

/** The RFID status message under the header; a live region, so it is read out when it appears. */
export function StatusBanner({ message }: { message: StatusMessage | null }) {
  return (
    <div role="status" aria-live="polite" data-testid="rfid-status-message">
      {message ? (
        <p
          className={clsx(
            'mb-6 rounded-lg border p-3 text-sm font-medium',
            message.tone === 'success'
              ? 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100'
              : 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
          )}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
