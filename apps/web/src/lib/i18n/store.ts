import type { Language } from '@careledger/shared';
import { type Formatter, type Resource, type TranslateOptions, translate } from './translate';
import type { Namespaces, TFunction } from './types';

/** Fetches one namespace of one language (a JSON chunk). */
export type Loader = (language: Language, namespace: string) => Promise<Resource>;

/** A t with its language and namespace fixed, before the key types are put on it. */
export type Translate = (key: string, options?: TranslateOptions) => string;

export interface I18nOptions {
  fallbackLanguage: Language;
  /** Where a key is looked up when neither the t nor the call names a namespace. */
  defaultNamespace: string;
  /** Words in the entry bundle, there from the start. */
  bundled: Partial<Record<Language, Record<string, Resource>>>;
  load: Loader;
  formatters: Readonly<Record<string, Formatter>>;
}

type I18nEvent = 'initialized' | 'languageChanged';
type Listener = (language: Language) => void;

/** `fr|inventory`: one namespace of one language. */
const idOf = (language: Language, namespace: string) => `${language}|${namespace}`;

/**
 * The current language and the words fetched so far. A namespace is fetched once per language, for the current
 * language and English (the fallback), the first time something asks for it; changing the language fetches the
 * namespaces asked for so far in the new language before switching, so a screen never shows keys meanwhile.
 */
export class I18n {
  isInitialized = false;
  private current: Language;
  private changingTo: Language | undefined;
  private readonly data: Partial<Record<Language, Record<string, Resource>>>;
  /** Every namespace asked for: a new language fetches them all before it shows. */
  private readonly requested: Set<string>;
  private readonly loading = new Map<string, Promise<void>>();
  /** Fetches that failed: their words fall back to English until loadNamespaces asks again. */
  private readonly failed = new Map<string, unknown>();
  private readonly listeners = new Map<I18nEvent, Set<Listener>>();
  private readonly subscribers = new Set<() => void>();
  private readonly initialization: Promise<void>;
  private markInitialized: () => void = () => undefined;
  private readonly options: I18nOptions;

  constructor(options: I18nOptions) {
    this.options = options;
    this.current = options.fallbackLanguage;
    this.data = Object.fromEntries(
      Object.entries(options.bundled).map(([language, namespaces]) => [language, { ...namespaces }]),
    );
    this.requested = new Set([options.defaultNamespace]);
    this.initialization = new Promise((resolve) => {
      this.markInitialized = resolve;
    });
  }

  get language(): Language {
    return this.current;
  }

  /** The current language once it has any words (English while none could be fetched). */
  get resolvedLanguage(): Language {
    return this.data[this.current] ? this.current : this.options.fallbackLanguage;
  }

  /** Starts in `language`, once its first-download words are there (English's are bundled). Never fails. */
  async init(language: Language): Promise<void> {
    this.current = language;
    const firstWords = this.settle([this.options.defaultNamespace], language);
    // What was asked for before init (a screen's words) is fetched alongside, not waited for here.
    void this.settle([...this.requested], language);
    await firstWords;
    this.isInitialized = true;
    this.emit('languageChanged', this.current);
    this.emit('initialized', this.current);
    this.markInitialized();
    this.notify();
  }

  /** Fetches the namespaces in use in `language`, then switches to it (the last change asked for wins). */
  async changeLanguage(language: Language): Promise<void> {
    this.changingTo = language;
    await this.settle([...this.requested], language);
    if (this.changingTo !== language) return;
    this.changingTo = undefined;
    this.current = language;
    this.emit('languageChanged', language);
    this.notify();
  }

  /**
   * Fetches namespaces in the current language and English; rejects if one could not be fetched (asking
   * again retries it). Asked before init, they are fetched alongside init's words, in its language.
   */
  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of list) this.requested.add(namespace);
    if (!this.isInitialized) await this.initialization;
    const ids = this.pairs(list, this.current).map(([language, namespace]) => idOf(language, namespace));
    const isRetry = ids.some((id) => this.failed.has(id));
    for (const id of ids) this.failed.delete(id);
    const settled = this.settle(list, this.current);
    // Components that showed the fallback for a failed namespace wait for it again.
    if (isRetry) this.notify();
    await settled;
    const failures = ids.filter((id) => this.failed.has(id));
    if (failures.length > 0) {
      throw new Error(`Could not fetch the words of ${failures.join(', ')}.`, {
        cause: this.failed.get(failures[0] ?? ''),
      });
    }
  }

  /** Whether the namespaces' words are there (or failed, and fall back) in the current language and English. */
  isReady(namespaces: readonly string[]): boolean {
    return (
      this.isInitialized &&
      this.pairs(namespaces, this.current).every(
        ([language, namespace]) =>
          this.data[language]?.[namespace] !== undefined || this.failed.has(idOf(language, namespace)),
      )
    );
  }

  /**
   * For a component that waits (Suspense): starts fetching what the namespaces lack and answers a promise to
   * wait for, the same one on every render until it settles; undefined when there is nothing to wait for.
   * Safe during render: it changes nothing a component shows.
   */
  pending(namespaces: readonly string[]): Promise<void> | undefined {
    for (const namespace of namespaces) this.requested.add(namespace);
    if (!this.isInitialized) return this.initialization;
    let first: Promise<void> | undefined;
    for (const [language, namespace] of this.pairs(namespaces, this.current)) {
      const loading = this.load(language, namespace);
      if (!first && this.loading.has(idOf(language, namespace))) first = loading;
    }
    return first;
  }

  /** Words added by hand (tests), merged into what is there; a namespace so created counts as fetched. */
  addResourceBundle(language: Language, namespace: string, words: Resource): void {
    const forLanguage = this.data[language];
    this.data[language] = { ...forLanguage, [namespace]: merge(forLanguage?.[namespace] ?? {}, words) };
    this.notify();
  }

  /** t in the current language and the first download's namespace (or the call's `ns`). */
  readonly t: TFunction = (key: string, options?: TranslateOptions) =>
    this.translateIn(this.current, this.options.defaultNamespace, key, options);

  /** t in a given language and namespace (the first of several); others are reached with `ns:` or `ns`. */
  getFixedT<const Ns extends Namespaces>(language: Language, namespaces: Ns): TFunction<Ns> {
    return this.translator(language, typeof namespaces === 'string' ? namespaces : namespaces[0]);
  }

  translator(language: Language, namespace: string | undefined): Translate {
    const fixed = namespace ?? this.options.defaultNamespace;
    return (key, options) => this.translateIn(language, fixed, key, options);
  }

  on(event: I18nEvent, listener: Listener): void {
    const listeners = this.listeners.get(event) ?? new Set();
    listeners.add(listener);
    this.listeners.set(event, listeners);
  }

  off(event: I18nEvent, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  /** For useSyncExternalStore: called when the language changes or words arrive. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    this.subscribers.add(onChange);
    return () => {
      this.subscribers.delete(onChange);
    };
  };

  private translateIn(
    language: Language,
    namespace: string,
    key: string,
    options: TranslateOptions = {},
  ): string {
    return translate(key, options, {
      language,
      fallbackLanguage: this.options.fallbackLanguage,
      namespace,
      resources: this.data,
      formatters: this.options.formatters,
    });
  }

  /** Each namespace in the language and in English (once when they are the same). */
  private pairs(namespaces: readonly string[], language: Language): [Language, string][] {
    const languages = [...new Set([language, this.options.fallbackLanguage])];
    return languages.flatMap((l) => namespaces.map((namespace): [Language, string] => [l, namespace]));
  }

  private settle(namespaces: readonly string[], language: Language): Promise<unknown> {
    return Promise.all(this.pairs(namespaces, language).map(([l, namespace]) => this.load(l, namespace)));
  }

  /** One fetch per namespace and language at a time; settles (never rejects) once it has the words or failed. */
  private load(language: Language, namespace: string): Promise<void> {
    const id = idOf(language, namespace);
    if (this.data[language]?.[namespace] !== undefined || this.failed.has(id)) return Promise.resolve();
    const inFlight = this.loading.get(id);
    if (inFlight) return inFlight;
    const loading = this.options
      .load(language, namespace)
      .then(
        (words) => {
          this.data[language] = { ...this.data[language], [namespace]: words };
        },
        (error: unknown) => {
          this.failed.set(id, error);
        },
      )
      .finally(() => {
        this.loading.delete(id);
        this.notify();
      });
    this.loading.set(id, loading);
    return loading;
  }

  private emit(event: I18nEvent, language: Language): void {
    for (const listener of this.listeners.get(event) ?? []) listener(language);
  }

  private notify(): void {
    for (const onChange of this.subscribers) onChange();
  }
}

/** A copy of `base` with `extra`'s words added, groups merged rather than replaced. */
function merge(base: Resource, extra: Resource): Resource {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isGroup(current) && isGroup(value) ? merge(current, value) : value;
  }
  return merged;
}

function isGroup(value: unknown): value is Resource {
  return typeof value === 'object' && value !== null;
}
