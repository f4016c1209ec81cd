import {
  type AlertText,
  alertTextKeys,
  type ErrorText,
  errorTextKey,
  MESSAGES_NAMESPACE,
  type MedicineText,
  medicineTextKey,
  type NotificationText,
  notificationTextKeys,
  type TextKeys,
} from '@careledger/shared';
import en from '@careledger/shared/locales/en/messages.json' with { type: 'json' };
import i18next from 'i18next';

// The server keeps English words beside every code it stores or answers (for programs, logs and old clients);
// the web app words the same code and params in the reader's language. Both read the one catalogue
// (packages/shared/locales) through i18next, so plurals, contexts and nested terms come out the same way.

const i18n = i18next.createInstance();
// With resources given and initAsync off, init finishes before it returns: no await needed at import time.
void i18n.init({
  lng: 'en',
  fallbackLng: false,
  ns: [MESSAGES_NAMESPACE],
  defaultNS: MESSAGES_NAMESPACE,
  resources: { en: { [MESSAGES_NAMESPACE]: en } },
  initAsync: false,
  // The words are stored and sent as JSON, never put into HTML by the server.
  interpolation: { escapeValue: false },
});
// `{{expiry, date}}`: the English text keeps the ISO date (YYYY-MM-DD); the web app formats it per reader.
i18n.services.formatter?.add('date', (value: unknown) => String(value ?? ''));

function render(key: string, params: object): string {
  return i18n.t(key, { ...params });
}

function renderPair(keys: TextKeys, params: object): { title: string; message: string } {
  return { title: render(keys.title, params), message: render(keys.message, params) };
}

/** The English title and message of an alert, as stored beside its type and params. */
export function renderAlertText({ type, params }: AlertText): { title: string; message: string } {
  return renderPair(alertTextKeys(type), params);
}

/** The English title and message of a notification, as stored beside its code and params. */
export function renderNotificationText({ code, params }: NotificationText): {
  title: string;
  message: string;
} {
  return renderPair(notificationTextKeys(code), params);
}

/** The English sentence of an error answer (its `message`), beside `messageKey` and `params`. */
export function renderErrorText({ key, params }: ErrorText): string {
  return render(errorTextKey(key), params);
}

/**
 * The English of a medicine assistant's sentence or name (`medicine.<key>`): a reason, caution, note, restocking
 * reason, or an entry of its name tables (`symptoms.headache`, `redFlags.chest_pain.action`).
 */
export function renderMedicineText({ key, params }: MedicineText): string {
  return render(medicineTextKey(key), params);
}
