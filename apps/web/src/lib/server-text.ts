import {
  alertTextKeys,
  errorTextKey,
  MESSAGES_NAMESPACE,
  type MessageParamRecord,
  notificationTextKeys,
} from '@careledger/shared';
import { i18n } from './i18n';

// What the server stored or answered as a code with params (alerts, notifications, errors), in the words of
// the catalogue (packages/shared/locales) in the reader's language. The English the server sent beside the
// code is the fallback: for rows from before codes, codes this build does not know, or while the catalogue loads.

/** A t function of any namespace: the catalogue is looked up with keys only known at run time. */
export type Translate = (key: string, options: Record<string, unknown>) => string;

export interface ServerWords {
  title: string;
  message: string;
}

export function wordServerText(
  t: Translate,
  key: string,
  params: MessageParamRecord,
  english: string,
): string {
  return t(key, { ...params, ns: MESSAGES_NAMESPACE, defaultValue: english });
}

export function notificationWords(
  t: Translate,
  notification: { code: string | null; params: MessageParamRecord } & ServerWords,
): ServerWords {
  const { code, params, title, message } = notification;
  if (code === null) return { title, message };
  const keys = notificationTextKeys(code);
  return {
    title: wordServerText(t, keys.title, params, title),
    message: wordServerText(t, keys.message, params, message),
  };
}

/** An alert's type is its code; alerts from before codes have no params and keep their English. */
export function alertWords(
  t: Translate,
  alert: { type: string; params: MessageParamRecord | null } & ServerWords,
): ServerWords {
  const { type, params, title, message } = alert;
  if (params === null) return { title, message };
  const keys = alertTextKeys(type);
  return {
    title: wordServerText(t, keys.title, params, title),
    message: wordServerText(t, keys.message, params, message),
  };
}

export function errorWords(
  t: Translate,
  messageKey: string,
  params: MessageParamRecord,
  english: string,
): string {
  return wordServerText(t, errorTextKey(messageKey), params, english);
}

/** Fetches the catalogue in the current language, for words needed at once (an error toast); never fails. */
export async function loadServerText(): Promise<void> {
  await i18n.loadNamespaces(MESSAGES_NAMESPACE).catch(() => undefined);
}

/** i18n.t, for code outside React (the API client). */
export const translate: Translate = (key, options) =>
  i18n.t(key as never, options as never) as unknown as string;
