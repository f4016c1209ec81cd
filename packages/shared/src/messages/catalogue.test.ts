import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import de from '../../locales/de/messages.json';
import en from '../../locales/en/messages.json';
import es from '../../locales/es/messages.json';
import fr from '../../locales/fr/messages.json';
import { ALERT_TYPES } from '../inventory/constants';
import { LANGUAGES } from '../settings-options';
import { alertTextKeys, errorTextKey, medicineTextKey, notificationTextKeys } from './keys';
import { MEDICINE_NAME_TABLES, medicineParams } from './medicine-params';
import { alertParams, errorParams, notificationParams } from './params';

// The catalogue is data four people may edit: these checks keep the languages in step with each other and with
// the codes the server emits (params.ts), the way i18next will look the words up.

const CATALOGUES = { en, es, fr, de } as const;
type Language = keyof typeof CATALOGUES;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Option names i18next reads from the values object: a param so named would change the lookup. */
const RESERVED = ['ns', 'lng', 'lngs', 'defaultValue', 'replace', 'returnObjects', 'joinArrays', 'ordinal'];

function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(
  Object.entries(CATALOGUES).map(([lng, catalogue]) => [lng, flatten(catalogue)]),
) as Record<Language, Map<string, string>>;

const baseOf = (key: string) => key.replace(PLURAL_SUFFIX, '');
const suffixOf = (key: string) => PLURAL_SUFFIX.exec(key)?.[1];
const baseKeys = (lng: Language) => new Set([...flat[lng].keys()].map(baseOf));
/** `{{name}}` and `{{name, format}}`, also inside `$t(...)`, as "name" or "name, format". */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => (m[1] ?? '').replace(/\s*,\s*/, ', '));
const pluralCategories = (lng: Language) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

/** The params a code's text may use, with the values its `context` may take. */
function shapeOf(schema: z.ZodObject) {
  const shape = schema.shape as Record<string, z.ZodType>;
  const contextSchema = shape.context as
    | (z.ZodType & { unwrap?: () => z.ZodEnum; options?: string[] })
    | undefined;
  const contextEnum = contextSchema?.options ? contextSchema : contextSchema?.unwrap?.();
  const contexts: (string | null)[] = contextEnum
    ? [...((contextEnum as z.ZodEnum).options as string[])]
    : [null];
  if (contextSchema?.safeParse(null).success) contexts.push(null);
  return { names: Object.keys(shape), contexts, isPlural: 'count' in shape, shape };
}

const TEXTS = [
  ...ALERT_TYPES.flatMap((type) => {
    const keys = alertTextKeys(type);
    return [keys.title, keys.message].map((key) => ({ key, schema: alertParams[type] }));
  }),
  ...Object.entries(notificationParams).flatMap(([code, schema]) => {
    const keys = notificationTextKeys(code);
    return [keys.title, keys.message].map((key) => ({ key, schema }));
  }),
  ...Object.entries(errorParams).map(([key, schema]) => ({ key: errorTextKey(key), schema })),
  ...Object.entries(medicineParams).map(([key, schema]) => ({ key: medicineTextKey(key), schema })),
];

/** Lookup tables of names (`terms.*`, `medicine.symptoms.*`, ...): words without params, named by other texts. */
const NAME_TABLE_PREFIXES = ['terms.', ...MEDICINE_NAME_TABLES.map((table) => `${medicineTextKey(table)}.`)];
const isName = (key: string) => NAME_TABLE_PREFIXES.some((prefix) => key.startsWith(prefix));

describe('the message catalogue', () => {
  it('has the same keys in every language', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
    for (const lng of LANGUAGES) expect([...baseKeys(lng)].sort(), lng).toEqual([...baseKeys('en')].sort());
  });

  it("has exactly the plural forms each language's rules need (and `_zero` where English has one)", () => {
    for (const base of baseKeys('en')) {
      const enSuffixes = [...flat.en.keys()].filter((k) => baseOf(k) === base).map(suffixOf);
      if (enSuffixes.every((s) => s === undefined)) continue;
      for (const lng of LANGUAGES) {
        const suffixes = [...flat[lng].keys()].filter((k) => baseOf(k) === base).map(suffixOf);
        const wanted = new Set<string>(pluralCategories(lng));
        if (enSuffixes.includes('zero')) wanted.add('zero');
        expect(new Set(suffixes), `${lng} ${base}`).toEqual(wanted);
      }
    }
  });

  it('uses the same params, with the same formats, in every language', () => {
    for (const base of baseKeys('en')) {
      const used = (lng: Language) =>
        [
          ...new Set(
            [...flat[lng].entries()].filter(([k]) => baseOf(k) === base).flatMap(([, v]) => placeholders(v)),
          ),
        ].sort();
      for (const lng of LANGUAGES) expect(used(lng), `${lng} ${base}`).toEqual(used('en'));
    }
  });

  it('has words for every code the server emits, in every variant its params select', () => {
    for (const { key, schema } of TEXTS) {
      const { contexts, isPlural } = shapeOf(schema);
      for (const lng of LANGUAGES) {
        for (const context of contexts) {
          const base = context === null || key.endsWith('.title') ? key : `${key}_${context}`;
          const found = isPlural
            ? pluralCategories(lng).some((c) => flat[lng].has(`${base}_${c}`)) || flat[lng].has(base)
            : flat[lng].has(base);
          expect(found, `${lng} ${base}`).toBe(true);
        }
      }
    }
  });

  it('needs only params the code carries, none of them an i18next option, and every term it names', () => {
    for (const { key, schema } of TEXTS) {
      const { names, shape } = shapeOf(schema);
      for (const name of names) expect(RESERVED, `${key} param ${name}`).not.toContain(name);
      for (const lng of LANGUAGES) {
        for (const [variant, text] of flat[lng]) {
          if (baseOf(variant) !== key && !baseOf(variant).startsWith(`${key}_`)) continue;
          for (const placeholder of placeholders(text)) {
            expect(names, `${lng} ${variant}`).toContain(placeholder.split(',')[0]);
          }
          for (const [, group, param] of text.matchAll(/\$t\((terms\.[\w.]+)\.\{\{(\w+)\}\}\)/g)) {
            const values = (shape[param as string] as z.ZodEnum).options as string[];
            for (const value of values)
              expect(flat[lng].has(`${group}.${value}`), `${lng} ${group}.${value}`).toBe(true);
          }
        }
      }
    }
  });

  it('holds no words for codes the server does not know, nor for contexts their params cannot select', () => {
    const known = new Set(
      TEXTS.flatMap(({ key, schema }) => [
        key,
        ...shapeOf(schema).contexts.flatMap((context) => (context === null ? [] : [`${key}_${context}`])),
      ]),
    );
    for (const key of flat.en.keys()) {
      if (isName(key)) continue;
      expect(known.has(baseOf(key)), key).toBe(true);
    }
  });

  it('has name tables of plain words, and every name a text looks up is in one of them', () => {
    for (const lng of LANGUAGES) {
      for (const table of MEDICINE_NAME_TABLES) {
        const prefix = `${medicineTextKey(table)}.`;
        const names = [...flat[lng].entries()].filter(([key]) => key.startsWith(prefix));
        expect(names.length, `${lng} ${table}`).toBeGreaterThan(0);
        for (const [key, text] of names) expect(placeholders(text), `${lng} ${key}`).toEqual([]);
      }
      for (const [key, text] of flat[lng]) {
        for (const [, table] of text.matchAll(/\$t\(medicine\.(\w+)\.\{\{\w+\}\}\)/g)) {
          expect(MEDICINE_NAME_TABLES as readonly string[], `${lng} ${key}`).toContain(table);
        }
      }
    }
  });
});
