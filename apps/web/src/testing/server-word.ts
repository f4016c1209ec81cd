import { MESSAGES_NAMESPACE } from '@careledger/shared';
import { i18n } from '@/lib/i18n';

/**
 * What the screen should show for a server code: the catalogue's words when it has them (packages/shared
 * locales, under `medicine.`), else the English the server sent. Tests stay right whichever it is.
 */
export function serverWord(key: string, english: string, params: Record<string, unknown> = {}): string {
  const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return t(key, { ...params, ns: MESSAGES_NAMESPACE, defaultValue: english });
}
