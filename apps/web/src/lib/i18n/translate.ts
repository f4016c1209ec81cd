// Looking words up and filling them in, without React or state: the rules are i18next's (its JSON v4 format,
// interpolation with escapeValue false, nesting, fallback to English), as far as our catalogues use them. The
// parity test (parity.test.ts) holds every catalogue string to i18next's output.

/** The words of one namespace in one language: groups of strings, as in the JSON files. */
export type Resource = { readonly [key: string]: unknown };

/** Language, then namespace, then words. */
export type ResourceData = Readonly<Record<string, Readonly<Record<string, Resource>> | undefined>>;

/** A `{{value, name}}` formatter: the value and the language of the text. */
export type Formatter = (value: unknown, language: string) => string;

/** Params and options of one t call (count, context, defaultValue, ns). */
export type TranslateOptions = Readonly<Record<string, unknown>>;

export interface TranslateContext {
  /** The language the text is wanted in; `fallbackLanguage` is looked in after it. */
  language: string;
  fallbackLanguage: string;
  /** Where a key without `ns:` is looked up when the options name no namespace. */
  namespace: string;
  resources: ResourceData;
  formatters: Readonly<Record<string, Formatter>>;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
/** i18next's nesting pattern: `$t(key)`, quotes and one level of parentheses allowed inside. */
const NESTING = /\$t\(((?:[^()"']|"[^"]*"|'[^']*'|\((?:[^()"']|"[^"]*"|'[^']*')*\))*?)\)/g;
/** A key with one of these (before its first dot) is a sentence, whose colon does not name a namespace. */
const NATURAL_LANGUAGE = /[ ,?!;]/;

/**
 * The text of `key` in the context's language, else English, else `defaultValue`, else the key itself; then
 * `{{params}}` are filled in and, after that, `$t(key)`s replaced by their own text (so a param can choose the
 * nested key, as in `$t(terms.orderStatus.{{status}})`).
 */
export function translate(
  key: string,
  options: TranslateOptions,
  context: TranslateContext,
  parentKey?: string,
): string {
  const target = splitNamespace(key, namespaceOption(options) ?? context.namespace);
  const found = lookUp(target.key, target.namespace, options, context);
  const text = found ?? defaultValueOf(options) ?? target.key;
  const filled = interpolate(text, options, context);
  // When a param brings its own `$t(`, nothing is nested (as in i18next): text a user typed never reaches a key.
  if (countNesting(filled) > countNesting(text)) return filled;
  return nest(filled, key, options, context, parentKey);
}

function namespaceOption(options: TranslateOptions): string | undefined {
  return typeof options.ns === 'string' && options.ns !== '' ? options.ns : undefined;
}

function defaultValueOf(options: TranslateOptions): string | undefined {
  return typeof options.defaultValue === 'string' ? options.defaultValue : undefined;
}

/** `translation:common.loading` names its namespace; i18next joins any further colon-parts with dots. */
function splitNamespace(key: string, namespace: string): { key: string; namespace: string } {
  if (!key.includes(':') || !looksLikeObjectPath(key)) return { key, namespace };
  const [first = '', ...rest] = key.split(':');
  return { namespace: first, key: rest.join('.') };
}

function looksLikeObjectPath(key: string): boolean {
  if (!NATURAL_LANGUAGE.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot));
}

function lookUp(
  key: string,
  namespace: string,
  options: TranslateOptions,
  context: TranslateContext,
): string | undefined {
  const languages =
    context.language === context.fallbackLanguage
      ? [context.language]
      : [context.language, context.fallbackLanguage];
  for (const language of languages) {
    const words = context.resources[language]?.[namespace];
    if (!words) continue;
    for (const candidate of candidateKeys(key, language, options)) {
      const text = wordsAt(words, candidate);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

/**
 * The keys to try in one language, most specific first: with a context, `key_<context>` (with its plural
 * forms) before `key`; with a count, `key_zero` (for 0, where the catalogue has it), then the language's
 * plural form, then the bare key. The plural form is the language's own, so a French `_many` missing in
 * French is not looked for in English, whose form for the same count is `_other`.
 */
export function candidateKeys(key: string, language: string, options: TranslateOptions): string[] {
  const { count } = options;
  const isPlural = count !== undefined && typeof count !== 'string';
  const pluralKeys = (base: string) =>
    isPlural
      ? [...(count === 0 ? [`${base}_zero`] : []), `${base}_${pluralForm(language, Number(count))}`, base]
      : [base];
  const context = contextOf(options);
  const contextKeys = context === undefined ? [] : pluralKeys(`${key}_${context}`);
  return [...contextKeys, ...pluralKeys(key)];
}

/** A variant's name (the server sends `context: null` for none). */
function contextOf(options: TranslateOptions): string | undefined {
  const { context } = options;
  if (typeof context === 'number') return String(context);
  return typeof context === 'string' && context !== '' ? context : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

export function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The string at a dot path; a group, or a path through a string, is no text. */
function wordsAt(words: Resource, path: string): string | undefined {
  let node: unknown = words;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Resource)[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Fills `{{name}}` and `{{name, format}}` in one pass, so a value's own braces stay as they are. A name the
 * options lack stays as written (i18next's skipOnVariables), one they hold as undefined becomes empty.
 */
function interpolate(text: string, options: TranslateOptions, context: TranslateContext): string {
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    const value = placeholderValue(name, options, context);
    if (value !== undefined) return value === null ? '' : String(value);
    return Object.hasOwn(options, name) ? '' : placeholder;
  });
}

function placeholderValue(name: string, options: TranslateOptions, context: TranslateContext): unknown {
  const comma = name.indexOf(',');
  if (comma < 0) return paramOf(options, name);
  const value = paramOf(options, name.slice(0, comma).trim());
  // A format of nothing is nothing: the placeholder stays, as it does for a missing plain param.
  if (value === undefined || value === null) return value;
  return name
    .slice(comma + 1)
    .split(',')
    .reduce<unknown>(
      (formatted, format) => applyFormat(formatted, format.trim().toLowerCase(), context),
      value,
    );
}

function paramOf(options: TranslateOptions, name: string): unknown {
  return Object.hasOwn(options, name) ? options[name] : undefined;
}

/** An unknown format leaves the value as it is, as does a formatter that throws. */
function applyFormat(value: unknown, format: string, context: TranslateContext): unknown {
  const formatter = context.formatters[format];
  if (!formatter) return value;
  try {
    return formatter(value, context.language);
  } catch {
    return value;
  }
}

function countNesting(text: string): number {
  return text.match(NESTING)?.length ?? 0;
}

/**
 * Replaces each `$t(key)` with that key's text, looked up with the same options (less defaultValue, which is
 * the outer text's). A key that nests the key that nested it gets nothing, as in i18next, rather than a loop.
 */
function nest(
  text: string,
  key: string,
  options: TranslateOptions,
  context: TranslateContext,
  parentKey: string | undefined,
): string {
  return text.replace(NESTING, (_match, inner: string) => {
    const nestedKey = inner.trim();
    if (nestedKey === parentKey && !options.context) return '';
    const { defaultValue: _outer, ...nestedOptions } = options;
    return translate(nestedKey, nestedOptions, context, key);
  });
}
