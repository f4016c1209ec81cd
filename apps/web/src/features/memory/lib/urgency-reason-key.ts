import type en from '@/locales/en/memory.json';

type UrgencyReasonKey = `urgencyReasons.${keyof typeof en.urgencyReasons}`;

/** An urgency reason's label key in the `memory` namespace ("fall" -> "urgencyReasons.fall"). */
export function urgencyReasonKey(code: string): UrgencyReasonKey {
  return `urgencyReasons.${code}` as UrgencyReasonKey;
}
