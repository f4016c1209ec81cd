import type { Language } from '@careledger/shared';
import type en from '../locales/en/translation.json';
import { formatNumber } from './format';
import { formatNumberForInput, numberSeparators, parseNumber } from './parse-number';

/** A message for one field: a key under `fieldErrors` in the translation namespace, with its values. */
export type FieldErrorKey = keyof (typeof en)['fieldErrors'];
export interface FieldError {
  key: FieldErrorKey;
  params?: Record<string, string | number>;
}

/** One field's error per field name; a field without an error is absent. */
export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError>>;

export interface NumberRules {
  whole?: boolean;
  min?: number;
  /** The number must be above `min`, not equal to it (a price the contract refuses at 0). */
  isMinExclusive?: boolean;
  max?: number;
  /** Digits after the decimal point the server keeps (2 for money, 18 for ETH). */
  maxDecimals?: number;
  /** An empty field is fine and reads as null. */
  isOptional?: boolean;
}

export type NumberFieldResult =
  | { ok: true; value: number | null; normalized: string | null }
  | { ok: false; error: FieldError };

const WHOLE_EXAMPLE = 12;
const DECIMAL_EXAMPLE = 6.5;

function decimalExample(language: Language): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, useGrouping: false }).format(
    DECIMAL_EXAMPLE,
  );
}

/** The bound the value broke, in the language's digits: "Enter 0 or more." reads better than a whole range. */
function rangeError(value: number, rules: NumberRules, language: Language): FieldError {
  if (rules.min !== undefined && value <= rules.min) {
    const min = formatNumber(rules.min, language);
    if (rules.isMinExclusive) return { key: 'above', params: { min } };
    if (value < rules.min) return { key: 'atLeast', params: { min } };
  }
  return { key: 'atMost', params: { max: formatNumber(rules.max ?? value, language) } };
}

function isOutOfRange(value: number, rules: NumberRules): boolean {
  if (rules.min !== undefined && (rules.isMinExclusive ? value <= rules.min : value < rules.min)) return true;
  return rules.max !== undefined && value > rules.max;
}

/**
 * A number field's text, read in the interface language and checked against its rules, or the message that
 * tells the person what to type instead (with an example written the way their language writes numbers).
 */
export function readNumberField(
  text: string,
  language: Language,
  rules: NumberRules = {},
): NumberFieldResult {
  const parsed = parseNumber(text, language, { whole: rules.whole });
  if (parsed.ok) {
    if (isOutOfRange(parsed.value, rules))
      return { ok: false, error: rangeError(parsed.value, rules, language) };
    const decimals = parsed.normalized.split('.')[1]?.length ?? 0;
    if (rules.maxDecimals !== undefined && decimals > rules.maxDecimals) {
      return { ok: false, error: { key: 'tooManyDecimals', params: { digits: rules.maxDecimals } } };
    }
    return { ok: true, value: parsed.value, normalized: parsed.normalized };
  }
  const example = rules.whole ? String(WHOLE_EXAMPLE) : decimalExample(language);
  switch (parsed.reason) {
    case 'empty':
      return rules.isOptional
        ? { ok: true, value: null, normalized: null }
        : { ok: false, error: { key: 'required' } };
    case 'notWhole':
      return { ok: false, error: { key: 'wholeNumber', params: { example } } };
    case 'separator':
      return rules.whole
        ? { ok: false, error: { key: 'wholeNumber', params: { example } } }
        : {
            ok: false,
            error: {
              key: 'decimalSeparator',
              params: { separator: numberSeparators(language).decimal, example },
            },
          };
    case 'ambiguous': {
      // Only a single "." followed by three digits is ambiguous: "1.234" is 1234 or 1,234.
      const typed = text.trim();
      const asWhole = typed.replace('.', '');
      const asDecimal = formatNumberForInput(Number(typed), language);
      return {
        ok: false,
        error: rules.whole
          ? { key: 'ambiguousWhole', params: { text: typed, whole: asWhole } }
          : { key: 'ambiguous', params: { text: typed, whole: asWhole, decimal: asDecimal } },
      };
    }
    default:
      return { ok: false, error: { key: rules.whole ? 'wholeNumber' : 'number', params: { example } } };
  }
}

/** True when a result holds no error; lets a form collect every field's error before deciding. */
export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some((error) => error !== undefined);
}
