import { ALERT_TYPES } from '../inventory/alert-types';

// Where a code's words are in the catalogue (packages/shared/locales/<lng>/messages.json). Zod-free, so the web
// app can use it without loading the schemas. Codes are strings here: an old row or a newer server may send one
// the catalogue does not know, and the reader then sees the stored English.

/** The i18next namespace of the catalogue, in the server and in the web app. */
export const MESSAGES_NAMESPACE = 'messages';

export interface TextKeys {
  title: string;
  message: string;
}

const alertTypes: ReadonlySet<string> = new Set(ALERT_TYPES);

export function alertTextKeys(type: string): TextKeys {
  return { title: `alerts.${type}.title`, message: `alerts.${type}.message` };
}

/** A notification raised by an alert has the alert's type as code, and the alert's words. */
export function notificationTextKeys(code: string): TextKeys {
  if (alertTypes.has(code)) return alertTextKeys(code);
  return { title: `notifications.${code}.title`, message: `notifications.${code}.message` };
}

export function errorTextKey(key: string): string {
  return `errors.${key}`;
}

/** A medicine assistant's sentence or name, under `medicine.` (`reasons.treats` -> `medicine.reasons.treats`). */
export function medicineTextKey(key: string): string {
  return `medicine.${key}`;
}
