import { type Language, MESSAGES_NAMESPACE } from '@careledger/shared';
import en from '../../locales/en/translation.json';
import { formatCatalogueDate } from './catalogue-date';
import { createUseTranslation } from './react';
import { DEFAULT_NAMESPACE } from './resources';
import { I18n } from './store';
import type { Resource } from './translate';

// The web app's translator: a small one of its own rather than i18next and react-i18next, which weighed about
// 15 KB gzip in the first download. It reads the same JSON the same way; parity.test.ts checks every string.

interface LocaleModule {
  default: Resource;
}

/**
 * The words of what the server stored as codes (alerts, notifications, errors), from the catalogue in
 * packages/shared. A dynamic import needs a path Vite can see, so one loader per language; every language,
 * English too, is its own chunk, fetched the first time a screen shows such words.
 */
const MESSAGE_LOADERS: Record<Language, () => Promise<LocaleModule>> = {
  en: () => import('@careledger/shared/locales/en/messages.json'),
  es: () => import('@careledger/shared/locales/es/messages.json'),
  fr: () => import('@careledger/shared/locales/fr/messages.json'),
  de: () => import('@careledger/shared/locales/de/messages.json'),
};

/** English ships in the entry bundle; the other languages are fetched the first time they are chosen. */
async function loadLocale(language: Language, namespace: string): Promise<Resource> {
  const module: LocaleModule =
    namespace === MESSAGES_NAMESPACE
      ? await MESSAGE_LOADERS[language]()
      : await import(`../../locales/${language}/${namespace}.json`);
  return module.default;
}

export const i18n = new I18n({
  fallbackLanguage: 'en',
  defaultNamespace: DEFAULT_NAMESPACE,
  bundled: { en: { [DEFAULT_NAMESPACE]: en } },
  load: loadLocale,
  formatters: { date: formatCatalogueDate },
});

export function initI18n(language: Language): Promise<void> {
  i18n.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  return i18n.init(language);
}

export const useTranslation = createUseTranslation(i18n);

export type { ParseKeys, TFunction, TOptions } from './types';
