import { RFID_TAG_STATUSES, type RfidTagStatus } from '@careledger/shared';

/** Spec 001: an unknown status displays as inactive. */
export function displayStatus(status: string | null | undefined): RfidTagStatus {
  return (RFID_TAG_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as RfidTagStatus)
    : 'inactive';
}

/** Status dot colours (spec 001): active green, lost red, damaged orange, anything else grey. */
export const STATUS_DOT: Record<RfidTagStatus, string> = {
  active: 'bg-green-600',
  lost: 'bg-red-600',
  damaged: 'bg-orange-500',
  inactive: 'bg-slate-400',
};

/** The same colours as badge tones, for text (badges keep a 4.5:1 contrast). */
export const STATUS_TONE = {
  active: 'success',
  lost: 'danger',
  damaged: 'warning',
  inactive: 'neutral',
} as const satisfies Record<RfidTagStatus, string>;
