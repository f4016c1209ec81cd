/** What the Battery Level field holds: a whole number 0 to 100, or nothing (a passive tag). */
type BatteryInput = { ok: true; value: number | null } | { ok: false };

/**
 * Spec 001: "battery level number 0 to 100; a non-numeric entry becomes empty". Anything else (101, -1, 12.5)
 * is refused with a message rather than sent: the server would refuse it too.
 */
export function parseBatteryInput(text: string): BatteryInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return value <= 100 ? { ok: true, value } : { ok: false };
}

/** The field's text after a keystroke: a non-numeric entry becomes empty. */
export function sanitiseBatteryText(text: string): string {
  return text.trim() === '' || Number.isNaN(Number(text)) ? '' : text;
}
