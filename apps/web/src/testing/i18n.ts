import { i18n, initI18n } from '@/lib/i18n';

/** Tests render in English, from the bundled resources (no language download). */
export async function setUpI18n() {
  if (!i18n.isInitialized) await initI18n('en');
  else await i18n.changeLanguage('en');
  return i18n;
}
