import { LANGUAGES, type Language, MESSAGES_NAMESPACE } from '@careledger/shared';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/translation.json';
import { formatDate } from './format';

export const i18n = i18next.createInstance();

/**
 * The words of what the server stored as codes (alerts, notifications, errors), from the catalogue in
 * packages/shared. A dynamic import needs a path Vite can see, so one loader per language; every language,
 * English too, is its own chunk, fetched the first time a screen shows such words.
 */
const MESSAGE_LOADERS: Record<Language, () => Promise<unknown>> = {
  en: () => import('@careledger/shared/locales/en/messages.json'),
  es: () => import('@careledger/shared/locales/es/messages.json'),
  fr: () => import('@careledger/shared/locales/fr/messages.json'),
  de: () => import('@careledger/shared/locales/de/messages.json'),
};

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** English ships in the entry bundle; the other languages are fetched the first time they are chosen. */
const loadLocale = resourcesToBackend((language: string, namespace: string) =>
  namespace === MESSAGES_NAMESPACE
    ? MESSAGE_LOADERS[isLanguage(language) ? language : 'en']()
    : import(`../locales/${language}/${namespace}.json`),
);

/** `{{expiry, date}}` in the catalogue: a YYYY-MM-DD day, written the way the reader's language writes dates. */
function formatCatalogueDate(value: unknown, language: string | undefined): string {
  if (typeof value !== 'string') return '';
  // A calendar date names a day, so the time zone plays no part (formatDate keeps it in UTC).
  return formatDate(
    value,
    { language: isLanguage(language ?? '') ? (language as Language) : 'en', timezone: 'UTC' },
    'date',
  );
}

export function initI18n(language: Language): Promise<unknown> {
  i18n.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  const ready = i18n
    .use(loadLocale)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  // init sets up its services before it loads anything, so the formatter is there for the first text.
  i18n.services.formatter?.add('date', formatCatalogueDate);
  return ready;
}

export type { ParseKeys, TFunction, TOptions } from 'i18next';
// Temporary: the screens import these from here while lib/i18n replaces i18next.
export { useTranslation } from 'react-i18next';
