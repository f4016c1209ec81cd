import { describe, expect, it } from 'vitest';
import { testI18n } from './testing/deferred-loader';

const WORDS = {
  en: {
    translation: { common: { loading: 'Loading…', close: 'Close' } },
    inventory: { loading: 'Loading inventory…', onlyEnglish: 'Only in English' },
  },
  fr: {
    translation: { common: { loading: 'Chargement…' } },
    inventory: { loading: 'Chargement de l’inventaire…' },
  },
  de: {
    translation: { common: { loading: 'Wird geladen…' } },
    inventory: { loading: 'Bestand wird geladen…' },
  },
  es: { translation: { common: { loading: 'Cargando…' } }, inventory: { loading: 'Cargando inventario…' } },
};

/** An instance started in `language`, its first words there. */
async function started(language: 'en' | 'fr' = 'en') {
  const setup = testI18n(WORDS);
  const init = setup.i18n.init(language);
  if (language !== 'en') await setup.loader.arrive(`${language}|translation`);
  await init;
  return setup;
}

describe('I18n: init', () => {
  it('names the language at once and is initialized when its first-download words are there', async () => {
    const { i18n, loader } = testI18n(WORDS);
    const events: string[] = [];
    i18n.on('languageChanged', (language) => events.push(`languageChanged ${language}`));
    i18n.on('initialized', () => events.push('initialized'));
    const init = i18n.init('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.isInitialized).toBe(false);
    // English's are bundled: only French is fetched.
    expect(loader.requests).toEqual(['fr|translation']);
    await loader.arrive('fr|translation');
    await init;
    expect(i18n.isInitialized).toBe(true);
    expect(events).toEqual(['languageChanged fr', 'initialized']);
    expect(i18n.t('common.loading')).toBe('Chargement…');
    expect(i18n.t('common.close')).toBe('Close');
  });

  it('starts in English when the language’s words cannot be fetched', async () => {
    const { i18n, loader } = testI18n(WORDS);
    const init = i18n.init('fr');
    await loader.fail('fr|translation');
    await init;
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('fr');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('common.loading')).toBe('Loading…');
  });
});

describe('I18n: loadNamespaces', () => {
  it('fetches a namespace once in the language and in English, however often it is asked for', async () => {
    const { i18n, loader } = await started('fr');
    const first = i18n.loadNamespaces('inventory');
    const second = i18n.loadNamespaces(['inventory']);
    expect(loader.requests).toEqual(['fr|translation', 'fr|inventory', 'en|inventory']);
    await loader.arrive('fr|inventory', 'en|inventory');
    await Promise.all([first, second]);
    expect(i18n.t('loading', { ns: 'inventory' })).toBe('Chargement de l’inventaire…');
    // Keys outside the app's catalogues: the untyped t of a language and namespace.
    expect(i18n.translator('fr', 'translation')('inventory:onlyEnglish')).toBe('Only in English');
    await i18n.loadNamespaces('inventory');
    expect(loader.requests).toHaveLength(3);
  });

  it('asked before init, fetches alongside init’s words, in its language, without holding init up', async () => {
    const { i18n, loader } = testI18n(WORDS);
    const loading = i18n.loadNamespaces('inventory');
    await Promise.resolve();
    expect(loader.requests).toEqual([]);
    const init = i18n.init('de');
    expect(loader.requests).toEqual(['de|translation', 'de|inventory', 'en|inventory']);
    await loader.arrive('de|translation');
    await init;
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.isReady(['inventory'])).toBe(false);
    await loader.arrive('de|inventory', 'en|inventory');
    await loading;
    expect(i18n.isReady(['inventory'])).toBe(true);
    expect(i18n.t('loading', { ns: 'inventory' })).toBe('Bestand wird geladen…');
  });

  it('rejects when a fetch fails, falls back to English meanwhile, and fetches again when asked again', async () => {
    const { i18n, loader } = await started('fr');
    const failing = i18n.loadNamespaces('inventory');
    const outcome = failing.then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await loader.fail('fr|inventory');
    await loader.arrive('en|inventory');
    expect(await outcome).toMatch(/fr\|inventory/);
    expect(i18n.t('loading', { ns: 'inventory' })).toBe('Loading inventory…');
    // Settled, so a waiting component shows the English rather than waiting for ever.
    expect(i18n.isReady(['inventory'])).toBe(true);

    const retry = i18n.loadNamespaces('inventory');
    expect(i18n.isReady(['inventory'])).toBe(false);
    await loader.arrive('fr|inventory');
    await retry;
    expect(i18n.t('loading', { ns: 'inventory' })).toBe('Chargement de l’inventaire…');
  });
});

describe('I18n: changeLanguage', () => {
  it('fetches the namespaces in use in the new language, then switches and says so', async () => {
    const { i18n, loader } = await started('en');
    const loading = i18n.loadNamespaces('inventory');
    await loader.arrive('en|inventory');
    await loading;
    const changes: string[] = [];
    i18n.on('languageChanged', (language) => changes.push(language));

    const change = i18n.changeLanguage('de');
    expect(loader.requests.slice(-2)).toEqual(['de|translation', 'de|inventory']);
    await loader.arrive('de|translation');
    // Still English until every namespace in use has its German words.
    expect(i18n.language).toBe('en');
    expect(changes).toEqual([]);
    await loader.arrive('de|inventory');
    await change;
    expect(i18n.language).toBe('de');
    expect(changes).toEqual(['de']);
    expect(i18n.t('loading', { ns: 'inventory' })).toBe('Bestand wird geladen…');
  });

  it('ends in the language asked for last, whichever fetch arrives first', async () => {
    const { i18n, loader } = await started('en');
    const toFrench = i18n.changeLanguage('fr');
    const toSpanish = i18n.changeLanguage('es');
    await loader.arrive('es|translation');
    await toSpanish;
    expect(i18n.language).toBe('es');
    await loader.arrive('fr|translation');
    await toFrench;
    expect(i18n.language).toBe('es');
    expect(i18n.t('common.loading')).toBe('Cargando…');
  });

  it('stops calling a listener taken off', async () => {
    const { i18n } = await started('en');
    const changes: string[] = [];
    const listener = (language: string) => changes.push(language);
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('en');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('en');
    expect(changes).toEqual(['en']);
  });
});

describe('I18n: t', () => {
  it('getFixedT keeps its language and namespace whatever the current ones', async () => {
    const { i18n, loader } = await started('fr');
    const loading = i18n.loadNamespaces('inventory');
    await loader.arrive('fr|inventory', 'en|inventory');
    await loading;
    const english = i18n.getFixedT('en', 'inventory');
    const french = i18n.getFixedT('fr', ['inventory', 'translation']);
    expect(english('loading')).toBe('Loading inventory…');
    expect(french('loading')).toBe('Chargement de l’inventaire…');
    expect(french('translation:common.loading')).toBe('Chargement…');
  });

  it('addResourceBundle adds words beside those there, groups merged', async () => {
    const { i18n } = await started('en');
    i18n.addResourceBundle('en', 'translation', { common: { extra: 'Extra {{n}}' } });
    expect(i18n.translator('en', 'translation')('common.extra', { n: 2 })).toBe('Extra 2');
    expect(i18n.t('common.close')).toBe('Close');
  });
});
