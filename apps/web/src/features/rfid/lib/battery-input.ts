import type { Language } from '@careledger/shared';
import { readNumberField } from '@/lib/read-number-field';

/** What the Battery Level field holds: a whole number 0 to 100, or nothing (a passive tag). */
type BatteryInput = { ok: true; value: number | null } | { ok: false };

/**
 * Spec 001: "battery level number 0 to 100; a non-numeric entry becomes empty". Anything else (101, -1, 12.5)
 * is refused with a message rather than sent: the server would refuse it too. Read in the interface language.
 */
export function parseBatteryInput(text: string, language: Language): BatteryInput {
  const battery = readNumberField(text, language, { whole: true, min: 0, max: 100, isOptional: true });
  return battery.ok ? { ok: true, value: battery.value } : { ok: false };
}

/** Digits, a sign, separators and spaces: what a number, even half typed, can hold in any of our languages. */
const NUMBER_CHARACTERS = /^[\d\s.,+\-\u2212\u00a0\u202f]*$/;

/**
 * The field's text after a keystroke: a non-numeric entry (a letter) becomes empty. The field is text, not a
 * number input, so a half-typed "-" or "1," stays for the validation to answer.
 */
export function sanitiseBatteryText(text: string): string {
  return text.trim() === '' || !NUMBER_CHARACTERS.test(text) ? '' : text;
}
