import { I18n, type Loader } from '../store';
import type { Resource } from '../translate';

type Words = Readonly<Record<string, Record<string, Resource>>>;

/**
 * A loader whose fetches arrive when a test says so: `arrive('fr|inventory')` resolves that fetch with the
 * words given, `fail('fr|inventory')` rejects it. `requests` lists every fetch started, in order.
 */
export function deferredLoader(words: Words) {
  const waiting = new Map<string, { resolve: (words: Resource) => void; reject: (error: Error) => void }>();
  const requests: string[] = [];
  const load: Loader = (language, namespace) =>
    new Promise((resolve, reject) => {
      const id = `${language}|${namespace}`;
      requests.push(id);
      waiting.set(id, { resolve, reject });
    });
  const settle = (id: string) => {
    const fetch = waiting.get(id);
    if (!fetch) throw new Error(`No fetch of ${id} is waiting (started: ${requests.join(', ')}).`);
    waiting.delete(id);
    return fetch;
  };
  return {
    load,
    requests,
    /** Lets the fetches arrive and the promises waiting for them run. */
    async arrive(...ids: string[]) {
      for (const id of ids) {
        const [language = '', namespace = ''] = id.split('|');
        settle(id).resolve(words[language]?.[namespace] ?? {});
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    async fail(...ids: string[]) {
      for (const id of ids) settle(id).reject(new Error(`${id} is offline`));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

/** An instance like the app's (English words of `translation` bundled), on a deferred loader. */
export function testI18n(
  words: Words,
  bundled: Words = { en: { translation: words.en?.translation ?? {} } },
) {
  const loader = deferredLoader(words);
  const i18n = new I18n({
    fallbackLanguage: 'en',
    defaultNamespace: 'translation',
    bundled,
    load: loader.load,
    formatters: {},
  });
  return { i18n, loader };
}
