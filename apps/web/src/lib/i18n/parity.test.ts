import { LANGUAGES, type Language, MESSAGES_NAMESPACE } from '@careledger/shared';
import deMessages from '@careledger/shared/locales/de/messages.json';
import enMessages from '@careledger/shared/locales/en/messages.json';
import esMessages from '@careledger/shared/locales/es/messages.json';
import frMessages from '@careledger/shared/locales/fr/messages.json';
import i18next, { type i18n as I18next } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCatalogueDate } from './catalogue-date';
import { DEFAULT_NAMESPACE } from './resources';
import { I18n } from './store';
import type { Formatter, Resource } from './translate';

// The translator is held to i18next's output: every string of every namespace in every language (the web's
// locales and the server's catalogue), through every way the app calls t, with i18next configured as the web
// app configured it (fallbackLng en, escapeValue false, the catalogue's date formatter).

type Resources = Record<string, Record<string, Resource>>;

const MESSAGES: Record<Language, Resource> = {
  en: enMessages,
  es: esMessages,
  fr: frMessages,
  de: deMessages,
};

function catalogues(): Resources {
  const files = import.meta.glob<Resource>('../../locales/*/*.json', { eager: true, import: 'default' });
  const resources: Resources = {};
  for (const [path, words] of Object.entries(files)) {
    const [, language = '', namespace = ''] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    resources[language] = { ...resources[language], [namespace]: words };
  }
  for (const language of LANGUAGES) {
    resources[language] = { ...resources[language], [MESSAGES_NAMESPACE]: MESSAGES[language] };
  }
  return resources;
}

/** Every string's dot path and text. */
function leaves(node: Resource, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value]];
    return typeof value === 'object' && value !== null ? leaves(value as Resource, path) : [];
  });
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 1_000_000];
const DAY = '2026-03-09';

interface Call {
  namespace: string;
  key: string;
  options: Record<string, unknown>;
}

/** `alerts.x.message_at_one` is asked for as itself, as `alerts.x.message` and with each context it may carry. */
function lookups(path: string): { key: string; context?: string }[] {
  const base = path.replace(PLURAL_SUFFIX, '');
  const dot = base.lastIndexOf('.');
  const last = base.slice(dot + 1);
  const contexts = [...last.matchAll(/_/g)].map((match) => ({
    key: base.slice(0, dot + 1 + match.index),
    context: last.slice(match.index + 1),
  }));
  return [{ key: path }, { key: base }, ...contexts];
}

/** The values a nested `$t(prefix.{{param}})` may take: the keys under the prefix, in English. */
function nestedValues(resources: Resources, namespace: string, texts: string[]): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const text of texts) {
    for (const [, prefix = '', param = ''] of text.matchAll(/\$t\(([\w.]+)\.\{\{(\w+)\}\}\)/g)) {
      const group = prefix.split('.').reduce<unknown>((node, key) => (node as Resource)?.[key], {
        ...resources.en?.[namespace],
      });
      const keys = Object.keys(group as Resource).map((key) => key.replace(PLURAL_SUFFIX, ''));
      values.set(param, [...new Set([...(values.get(param) ?? []), ...keys])]);
    }
  }
  return values;
}

/** Params for every `{{param}}` the texts use: numbers for count, a day for dates, valid nested keys. */
function paramSets(resources: Resources, namespace: string, texts: string[]): Record<string, unknown>[] {
  const names = new Map<string, string>();
  for (const text of texts) {
    for (const [, inner = ''] of text.matchAll(/\{\{(.+?)\}\}/g)) {
      const [name = '', format] = inner.split(',').map((part) => part.trim());
      names.set(name, format ?? names.get(name) ?? '');
    }
  }
  const nested = nestedValues(resources, namespace, texts);
  const fixed: Record<string, unknown> = {};
  for (const [name, format] of names) {
    if (name !== 'count' && !nested.has(name)) fixed[name] = format === 'date' ? DAY : `‹${name}›`;
  }
  let sets: Record<string, unknown>[] = [fixed];
  for (const [name, values] of nested) {
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value })));
  }
  return sets;
}

/** Every call the parity test makes: each string by its full key, its base key with counts, its contexts. */
function calls(resources: Resources): Call[] {
  const out: Call[] = [];
  const namespaces = new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace)));
  for (const namespace of namespaces) {
    const texts = new Map<string, string[]>();
    for (const language of LANGUAGES) {
      for (const [path, text] of leaves(resources[language]?.[namespace] ?? {})) {
        texts.set(path, [...(texts.get(path) ?? []), text]);
      }
    }
    const seen = new Set<string>();
    for (const path of texts.keys()) {
      for (const { key, context } of lookups(path)) {
        const id = `${key}|${context}`;
        if (seen.has(id)) continue;
        seen.add(id);
        const family = [...texts].filter(([p]) => p === key || p.startsWith(`${key}_`)).flatMap(([, t]) => t);
        const isPlural = [...texts.keys()].some((p) => PLURAL_SUFFIX.test(p) && p.startsWith(`${key}_`));
        const counts = isPlural || family.some((t) => t.includes('{{count}}')) ? COUNTS : [undefined];
        const withContext = context === undefined ? {} : { context };
        out.push({ namespace, key, options: withContext });
        for (const params of paramSets(resources, namespace, family)) {
          for (const count of counts) {
            const options = { ...params, ...withContext, ...(count === undefined ? {} : { count }) };
            out.push({ namespace, key, options });
          }
        }
        if (namespace === MESSAGES_NAMESPACE) {
          out.push({ namespace, key, options: { ...withContext, defaultValue: 'Stored English' } });
        }
      }
    }
    out.push({ namespace, key: 'not.a.key', options: { defaultValue: 'Stored {{what}}', what: 'English' } });
    out.push({ namespace, key: 'not.a.key', options: {} });
  }
  return out;
}

async function reference(resources: Resources, formatters: Record<string, Formatter>): Promise<I18next> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    ns: [...new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace)))],
    defaultNS: DEFAULT_NAMESPACE,
    resources,
    interpolation: { escapeValue: false },
  });
  for (const [name, format] of Object.entries(formatters)) {
    instance.services.formatter?.add(name, (value, language) => format(value, language ?? 'en'));
  }
  return instance;
}

async function ours(resources: Resources, formatters: Record<string, Formatter>): Promise<I18n> {
  const instance = new I18n({
    fallbackLanguage: 'en',
    defaultNamespace: DEFAULT_NAMESPACE,
    bundled: resources,
    load: () => Promise.reject(new Error('Every namespace is bundled here.')),
    formatters,
  });
  await instance.init('en');
  return instance;
}

type Untyped = (key: string, options?: Record<string, unknown>) => unknown;

interface Mismatch {
  language: Language;
  via: string;
  key: string;
  options: Record<string, unknown>;
  i18next: unknown;
  ours: string;
}

/** The same call through i18next and through ours, in each way the app makes it (hook t, i18n.t, `ns:`). */
function compare(
  pair: { theirs: I18next; ours: I18n },
  language: Language,
  { namespace, key, options }: Call,
  mismatches: Mismatch[],
): number {
  const theirs = pair.theirs;
  const ways: [string, Untyped, Untyped, string, Record<string, unknown>][] = [
    [
      't of the namespace',
      theirs.getFixedT(language, namespace),
      pair.ours.translator(language, namespace),
      key,
      options,
    ],
    [
      't with ns',
      theirs.getFixedT(language, DEFAULT_NAMESPACE),
      pair.ours.translator(language, DEFAULT_NAMESPACE),
      key,
      { ...options, ns: namespace },
    ],
    [
      'ns: in the key',
      theirs.getFixedT(language, DEFAULT_NAMESPACE),
      pair.ours.translator(language, DEFAULT_NAMESPACE),
      `${namespace}:${key}`,
      options,
    ],
    ['i18n.t with ns', theirs.t as Untyped, pair.ours.t as Untyped, key, { ...options, ns: namespace }],
  ];
  for (const [via, theirT, ourT, asked, withOptions] of ways) {
    const expected = theirT(asked, withOptions);
    const actual = ourT(asked, withOptions);
    if (actual !== expected) {
      mismatches.push({
        language,
        via,
        key: asked,
        options: withOptions,
        i18next: expected,
        ours: String(actual),
      });
    }
  }
  return ways.length;
}

const RESOURCES = catalogues();
const CALLS = calls(RESOURCES);
const STRINGS = LANGUAGES.reduce(
  (total, language) =>
    total + Object.values(RESOURCES[language] ?? {}).reduce((sum, words) => sum + leaves(words).length, 0),
  0,
);

describe('parity with i18next on the catalogues', () => {
  let pair: { theirs: I18next; ours: I18n };
  beforeAll(async () => {
    const formatters = { date: formatCatalogueDate };
    pair = { theirs: await reference(RESOURCES, formatters), ours: await ours(RESOURCES, formatters) };
  });

  it(`words all ${STRINGS} strings (${CALLS.length} calls per language, 4 ways each) as i18next does`, async () => {
    expect(STRINGS).toBeGreaterThan(9000);
    const mismatches: Mismatch[] = [];
    let compared = 0;
    for (const language of LANGUAGES) {
      // i18n.t follows the current language.
      await pair.theirs.changeLanguage(language);
      await pair.ours.changeLanguage(language);
      for (const call of CALLS) compared += compare(pair, language, call, mismatches);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(compared).toBe(CALLS.length * LANGUAGES.length * 4);
    // Some 150,000 wordings through both libraries: seconds on a busy two-core machine, more than Vitest's
    // default 5 s allows. Nothing here measures time.
  }, 120_000);
});

/** Corners the catalogues do not reach today: their answers must still be i18next's. */
const EDGE_RESOURCES: Resources = {
  en: {
    translation: {
      greeting: 'Hello {{name}}',
      empty: '',
      days_zero: 'Today',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      expires: 'Expires {{expiry, date}}',
      twice: '{{expiry, date, upper}}',
      spaced: '{{ name }} and {{ expiry , date }}',
      group: { word: 'A word' },
      order_cancel: 'A {{status}} order cannot be cancelled.',
      order: 'This order cannot change.',
    },
    messages: {
      terms: { status: { draft: 'draft', sent: 'sent', sent_cancel: 'sent (cancelling)' } },
      transition: 'A $t(terms.status.{{status}}) order',
      self: 'Me: $t(self)',
      ping: 'ping $t(pong)',
      pong: 'pong $t(ping)',
      twoTerms: '$t(terms.status.draft) then $t(terms.status.{{status}})',
      missingTerm: 'A $t(terms.status.unknown) order',
      counted: '$t(terms.status.draft) x{{count}}',
    },
  },
  fr: {
    translation: { greeting: 'Bonjour {{name}}', days_one: '{{count}} jour', days_other: '{{count}} jours' },
    messages: { transition: 'Une commande $t(terms.status.{{status}})' },
  },
};

const EDGE_CASES: [key: string, options: Record<string, unknown>][] = [
  ['greeting', {}],
  ['greeting', { name: undefined }],
  ['greeting', { name: null }],
  ['greeting', { name: 42 }],
  ['greeting', { name: '{{name}}' }],
  ['greeting', { name: '$t(terms.status.draft)' }],
  ['greeting', { name: 'a $ b $& c' }],
  ['greeting', { count: '3', name: 'Ana' }],
  ['empty', {}],
  ['empty', { defaultValue: 'unused' }],
  ['nowhere', { defaultValue: '' }],
  ['nowhere', { defaultValue: 'Stored {{what}}', what: 'English' }],
  ['days', { count: 0 }],
  ['days', { count: 1_000_000 }],
  ['days', { count: null }],
  ['days', { count: 1.5 }],
  ['days', {}],
  ['days', { count: '2' }],
  ['items', { count: 0 }],
  ['expires', {}],
  ['expires', { expiry: null }],
  ['expires', { expiry: 20260309 }],
  ['twice', { expiry: DAY }],
  ['spaced', { name: 'Ana', expiry: DAY }],
  ['order', { context: 'cancel', status: 'sent' }],
  ['order', { context: '' }],
  ['order', { context: null }],
  ['order', { context: 'send' }],
  ['constructor', {}],
  ['group.toString', {}],
  ['greeting.deeper', {}],
  ['Note: a sentence', {}],
  ['translation:greeting', { name: 'Ana' }],
  ['messages:terms.status.draft', {}],
  ['messages:terms:status.draft', {}],
  ['messages:transition', { status: 'sent' }],
  ['transition', { status: 'sent', ns: 'messages' }],
  ['transition', { status: 'sent', context: 'cancel', ns: 'messages' }],
  ['transition', { ns: 'messages' }],
  ['self', { ns: 'messages' }],
  ['ping', { ns: 'messages' }],
  ['twoTerms', { status: 'sent', ns: 'messages' }],
  ['missingTerm', { ns: 'messages' }],
  ['counted', { count: 2, ns: 'messages' }],
];
// Not here: a key naming a group. i18next 26 answers "key '…' returned an object instead of string." (27 will
// answer the key); ours answers the key, or the defaultValue (translate.test.ts).
const EDGE_CALLS: Call[] = EDGE_CASES.map(([key, options]) => ({
  namespace: DEFAULT_NAMESPACE,
  key,
  options,
}));

describe('parity with i18next on the corners', () => {
  it('answers as i18next does', async () => {
    const formatters: Record<string, Formatter> = {
      date: (value, language) => `${String(value)}@${language}`,
      upper: (value) => String(value).toUpperCase(),
    };
    const pair = {
      theirs: await reference(EDGE_RESOURCES, formatters),
      ours: await ours(EDGE_RESOURCES, formatters),
    };
    const mismatches: Mismatch[] = [];
    for (const language of ['en', 'fr', 'de'] as const) {
      await pair.theirs.changeLanguage(language);
      await pair.ours.changeLanguage(language);
      for (const call of EDGE_CALLS) compare(pair, language, call, mismatches);
    }
    expect(mismatches).toEqual([]);
  });
});
