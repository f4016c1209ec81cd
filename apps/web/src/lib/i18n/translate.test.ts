import { describe, expect, it } from 'vitest';
import {
  candidateKeys,
  pluralForm,
  type TranslateContext,
  type TranslateOptions,
  translate,
} from './translate';

const resources = {
  en: {
    translation: {
      greeting: 'Hello {{name}}',
      onlyEnglish: 'Only in English',
      empty: '',
      days_zero: 'Today',
      days_one: '{{count}} day',
      days_other: '{{count}} days',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      expires: 'Expires {{expiry, date}}',
      twice: '{{expiry, date, upper}}',
      group: { word: 'A word' },
      order_cancel: 'A {{status}} order cannot be cancelled.',
      order: 'This order cannot change.',
      shortage_sell_one: 'Only {{count}} left to sell.',
      shortage_sell_other: 'Only {{count}} left to sell (many).',
    },
    messages: {
      terms: { status: { draft: 'draft', sent: 'sent', sent_cancel: 'sent (cancelling)' } },
      transition: 'A $t(terms.status.{{status}}) order',
      self: 'Me: $t(self)',
      missingTerm: 'A $t(terms.status.unknown) order',
    },
  },
  fr: {
    translation: {
      greeting: 'Bonjour {{name}}',
      empty: 'Pas vide',
      days_one: '{{count}} jour',
      days_many: '{{count}} de jours',
      days_other: '{{count}} jours',
      items_one: '{{count}} article',
      items_other: '{{count}} articles',
      expires: 'Expire le {{expiry, date}}',
    },
    messages: {
      terms: { status: { draft: 'brouillon', sent: 'envoyée' } },
      transition: 'Une commande $t(terms.status.{{status}})',
    },
  },
  es: {
    translation: { days_one: '{{count}} día', days_many: '{{count}} de días', days_other: '{{count}} días' },
  },
};

/** `date` writes the day and the language, so a test sees which language formatted it. */
const formatters = {
  date: (value: unknown, language: string) => `${String(value)}@${language}`,
  upper: (value: unknown) => String(value).toUpperCase(),
};

function t(key: string, options: TranslateOptions = {}, language = 'en', namespace = 'translation'): string {
  const context: TranslateContext = {
    language,
    fallbackLanguage: 'en',
    namespace,
    resources,
    formatters,
  };
  return translate(key, options, context);
}

describe('translate: lookup', () => {
  it('finds a key by its dot path in the language, else in English', () => {
    expect(t('group.word')).toBe('A word');
    expect(t('greeting', { name: 'Ana' }, 'fr')).toBe('Bonjour Ana');
    expect(t('onlyEnglish', {}, 'fr')).toBe('Only in English');
  });

  it('answers the key itself when no language has it, the defaultValue when there is one', () => {
    expect(t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(t('nowhere', { defaultValue: 'Stored {{what}}', what: 'English' })).toBe('Stored English');
    expect(t('greeting', { defaultValue: 'unused', name: 'Ana' })).toBe('Hello Ana');
    expect(t('nowhere', { defaultValue: '' })).toBe('');
  });

  it('takes an empty string as words, and a group as no words', () => {
    expect(t('empty')).toBe('');
    expect(t('group')).toBe('group');
    expect(t('group', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t('greeting.deeper')).toBe('greeting.deeper');
  });

  it('reads a namespace from the key or the options, and answers the key without it when missing', () => {
    expect(t('messages:terms.status.draft')).toBe('draft');
    expect(t('terms.status.sent', { ns: 'messages' }, 'fr')).toBe('envoyée');
    expect(t('translation:greeting', { name: 'Ana' }, 'en', 'messages')).toBe('Hello Ana');
    expect(t('messages:nothing.here')).toBe('nothing.here');
    // A sentence with a colon names no namespace.
    expect(t('Note: a sentence')).toBe('Note: a sentence');
  });

  it('looks up only own keys', () => {
    expect(t('constructor')).toBe('constructor');
    expect(t('group.toString')).toBe('group.toString');
  });
});

describe('translate: plurals', () => {
  it('chooses the form of the count in English, with _zero for 0 where the key has it', () => {
    expect(t('days', { count: 0 })).toBe('Today');
    expect(t('days', { count: 1 })).toBe('1 day');
    expect(t('days', { count: 2 })).toBe('2 days');
    // Without a _zero form, 0 takes the language's own form.
    expect(t('items', { count: 0 })).toBe('0 items');
  });

  it('uses French and Spanish rules: 0 and 1 are one, a million is many', () => {
    expect(pluralForm('fr', 0)).toBe('one');
    expect(pluralForm('fr', 1_000_000)).toBe('many');
    expect(pluralForm('es', 1_000_000)).toBe('many');
    expect(t('days', { count: 0 }, 'fr')).toBe('0 jour');
    expect(t('days', { count: 5 }, 'fr')).toBe('5 jours');
    expect(t('days', { count: 1_000_000 }, 'fr')).toBe('1000000 de jours');
    expect(t('days', { count: 1_000_000 }, 'es')).toBe('1000000 de días');
  });

  it('falls back to English with English’s own form when the language lacks the key', () => {
    // French has no items_many (nor a bare items), so English answers, with its form for a million: _other.
    expect(t('items', { count: 1_000_000 }, 'fr')).toBe('1000000 items');
    expect(candidateKeys('items', 'fr', { count: 1_000_000 })).toEqual(['items_many', 'items']);
    expect(candidateKeys('items', 'en', { count: 1_000_000 })).toEqual(['items_other', 'items']);
  });

  it('treats a string count as a plain param, without a plural form', () => {
    expect(t('days', { count: '3' })).toBe('days');
    expect(t('greeting', { count: '3', name: 'Ana' })).toBe('Hello Ana');
  });
});

describe('translate: context', () => {
  it('prefers key_<context> (and its plural forms) over the key', () => {
    expect(t('order', { context: 'cancel', status: 'sent' })).toBe('A sent order cannot be cancelled.');
    expect(t('order', { context: 'send' })).toBe('This order cannot change.');
    expect(t('order', { context: null })).toBe('This order cannot change.');
    expect(t('shortage', { context: 'sell', count: 1 })).toBe('Only 1 left to sell.');
    expect(candidateKeys('k', 'en', { context: 'x', count: 0 })).toEqual([
      'k_x_zero',
      'k_x_other',
      'k_x',
      'k_zero',
      'k_other',
      'k',
    ]);
  });
});

describe('translate: interpolation', () => {
  it('fills params, leaves a missing one as written and empties one given as undefined', () => {
    expect(t('greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('greeting')).toBe('Hello {{name}}');
    expect(t('greeting', { name: undefined })).toBe('Hello ');
    expect(t('greeting', { name: null })).toBe('Hello ');
    expect(t('greeting', { name: 42 })).toBe('Hello 42');
  });

  it('does not escape, nor read braces or $t( a value brings', () => {
    expect(t('greeting', { name: '<b>&</b>' })).toBe('Hello <b>&</b>');
    expect(t('greeting', { name: '{{name}}' })).toBe('Hello {{name}}');
    expect(t('greeting', { name: '$t(group.word)' })).toBe('Hello $t(group.word)');
  });

  it('formats with the formatter named after the comma, in the language asked for', () => {
    expect(t('expires', { expiry: '2026-03-09' })).toBe('Expires 2026-03-09@en');
    expect(t('expires', { expiry: '2026-03-09' }, 'fr')).toBe('Expire le 2026-03-09@fr');
    expect(t('twice', { expiry: '2026-03-09' })).toBe('2026-03-09@EN');
    // Nothing to format: the placeholder stays.
    expect(t('expires')).toBe('Expires {{expiry, date}}');
  });

  it('formats an English fallback in the language asked for', () => {
    const context: TranslateContext = {
      language: 'de',
      fallbackLanguage: 'en',
      namespace: 'translation',
      resources,
      formatters,
    };
    expect(translate('expires', { expiry: '2026-03-09' }, context)).toBe('Expires 2026-03-09@de');
  });
});

describe('translate: nesting', () => {
  it('fills the params first, then replaces $t(key) in the same namespace', () => {
    expect(t('transition', { status: 'draft' }, 'en', 'messages')).toBe('A draft order');
    expect(t('transition', { status: 'sent' }, 'fr', 'messages')).toBe('Une commande envoyée');
    expect(t('transition', { status: 'draft', ns: 'messages' })).toBe('A draft order');
  });

  it('passes the options on: a context chooses the nested variant too', () => {
    expect(t('transition', { status: 'sent', context: 'cancel' }, 'en', 'messages')).toBe(
      'A sent (cancelling) order',
    );
  });

  it('gives a missing nested key as the key, and a key nesting itself once', () => {
    expect(t('missingTerm', {}, 'en', 'messages')).toBe('A terms.status.unknown order');
    expect(t('self', {}, 'en', 'messages')).toBe('Me: Me: ');
  });
});
