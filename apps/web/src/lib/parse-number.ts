import type { Language } from '@careledger/shared';

/**
 * Numbers as people type them in the interface's language.
 *
 * The language's own separators come from Intl (en "1,234.5"; fr "1 234,5"; de and es "1.234,5"). Spaces of
 * any kind group digits in every language. Beyond that, one rule: a number is read only when it has a single
 * reading. So:
 * - In French, German and Spanish a "." is also read as the decimal point when it cannot be a thousands
 *   separator (de "6.5", "6.50", "0.125"); "1.234" could be either (1234 or 1,234) and is refused.
 * - In English "," is only ever a thousands separator: "1,234" is 1234, and "6,50", which someone used to a
 *   decimal comma means as 6.5, is refused instead of being read as 650.
 * - When both "." and "," appear, the last one must be the language's decimal separator.
 * A refusal says why (`reason`), so the field can tell the person how to write it.
 */
export type NumberProblem = 'empty' | 'invalid' | 'ambiguous' | 'separator' | 'notWhole';

/** `normalized` is the number as digits with a "." decimal point ("-1234.50"), for exact amounts (ETH). */
export type ParsedNumber =
  | { ok: true; value: number; normalized: string }
  | { ok: false; reason: NumberProblem };

export interface NumberSeparators {
  decimal: string;
  group: string;
}

const SPACES = /[\s\u00a0\u202f\u2009]/g;
const MINUS = /[\u2212\u2012\u2013]/g;

const separatorsCache = new Map<string, NumberSeparators>();

/** The decimal and grouping separators of a language, as Intl writes them (spaces normalised to " "). */
export function numberSeparators(language: Language): NumberSeparators {
  let separators = separatorsCache.get(language);
  if (!separators) {
    const parts = new Intl.NumberFormat(language).formatToParts(1234567.5);
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    const group = (parts.find((part) => part.type === 'group')?.value ?? ',').replace(SPACES, ' ');
    separators = { decimal, group };
    separatorsCache.set(language, separators);
  }
  return separators;
}

/** "1", "234", "567": a first group of 1-3 digits without a leading zero, then groups of exactly three. */
function isGrouping(groups: string[]): boolean {
  if (groups.length < 2) return true;
  const [first, ...rest] = groups;
  return /^[1-9]\d{0,2}$/.test(first ?? '') && rest.every((group) => /^\d{3}$/.test(group));
}

type Split = { integer: string; fraction: string } | NumberProblem;

/** Which "." or "," is the decimal point, by the rules above; the rest of the punctuation groups digits. */
function splitDecimal(body: string, decimal: string): Split {
  const other = decimal === '.' ? ',' : '.';
  const decimals = body.split(decimal).length - 1;
  const others = body.split(other).length - 1;
  if (decimals > 1) return 'invalid';
  if (decimals === 1) {
    if (others > 0 && body.lastIndexOf(other) > body.indexOf(decimal)) return 'separator';
    const [integer = '', fraction = ''] = body.split(decimal);
    return { integer: integer.replaceAll(other, ' '), fraction };
  }
  if (others === 0) return { integer: body, fraction: '' };
  const groups = body.split(other);
  const grouped = isGrouping(groups.map((group) => group.replace(/ /g, '')));
  // English: "," only groups digits; anything else ("6,50") is someone writing a decimal comma.
  if (decimal === '.') return grouped ? { integer: groups.join(' '), fraction: '' } : 'separator';
  // A decimal-comma language: "." groups when it can only group, is a decimal point when it cannot group.
  if (others > 1) return grouped ? { integer: groups.join(' '), fraction: '' } : 'invalid';
  if (grouped) return 'ambiguous';
  const [integer = '', fraction = ''] = groups;
  return { integer, fraction };
}

/** Reads what a person typed in a number field; `whole` refuses anything with a fractional part. */
export function parseNumber(
  text: string,
  language: Language,
  options: { whole?: boolean } = {},
): ParsedNumber {
  const trimmed = text.replace(MINUS, '-').replace(SPACES, ' ').trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const sign = trimmed.startsWith('-') ? '-' : '';
  const body = trimmed.replace(/^[-+]/, '');
  // Digits, separators and spaces only, ending in a digit ("6," is unfinished, not 6).
  if (!/^[\d., ]*\d$/.test(body)) return { ok: false, reason: 'invalid' };
  const split = splitDecimal(body, numberSeparators(language).decimal);
  if (typeof split === 'string') return { ok: false, reason: split };
  const groups = split.integer.split(' ');
  if (!/^\d*$/.test(split.fraction) || !isGrouping(groups) || groups.some((group) => group === '')) {
    // An empty integer part is fine alone (",5" or ".5"), never between separators.
    if (!(split.integer === '' && split.fraction !== '')) return { ok: false, reason: 'invalid' };
  }
  const integer = groups.join('').replace(/^0+(?=\d)/, '') || '0';
  const value = Number(`${sign}${integer}.${split.fraction || '0'}`);
  if (!Number.isFinite(value)) return { ok: false, reason: 'invalid' };
  if (options.whole && !Number.isInteger(value)) return { ok: false, reason: 'notWhole' };
  if (value === 0) return { ok: true, value: 0, normalized: split.fraction ? `0.${split.fraction}` : '0' };
  return { ok: true, value, normalized: `${sign}${integer}${split.fraction ? `.${split.fraction}` : ''}` };
}

/** A stored number written for an input in the language, without grouping so it reads back exactly. */
export function formatNumberForInput(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}
