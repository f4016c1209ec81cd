import { clsx } from 'clsx';
import { displayStatus, STATUS_DOT } from '../lib/tag-status';

/** The coloured dot of Recent RFID Activity (spec 001); decorative, the status is also written beside it. */
export function StatusDot({ status }: { status: string }) {
  return (
    <span
      aria-hidden="true"
      data-status={displayStatus(status)}
      className={clsx('inline-block size-2.5 shrink-0 rounded-full', STATUS_DOT[displayStatus(status)])}
    />
  );
}
