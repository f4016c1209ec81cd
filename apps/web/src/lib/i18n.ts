import { LANGUAGES, type Language } from '@careledger/shared';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/translation.json';

export const i18n = i18next.createInstance();

/** English ships in the entry bundle; the other languages are fetched the first time they are chosen. */
const loadLocale = resourcesToBackend(
  (language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`),
);

export function initI18n(language: Language): Promise<unknown> {
  i18n.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  return i18n
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
}
