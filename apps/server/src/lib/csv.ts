/** RFC 4180 CSV: fields separated by commas, records by CRLF (LF accepted), quotes doubled inside quotes. */

/** What is wrong, as a code a caller can put into words of its own (e.g. the `csvSyntax` error sentences). */
export type CsvSyntaxReason = 'quoteInField' | 'textAfterQuote' | 'unclosedQuote';

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
  constructor(
    message: string,
    /** 1-based record number where the problem is. */
    readonly row: number,
    readonly reason: CsvSyntaxReason,
  ) {
    super(message);
  }
}

/** Parses CSV text into records of fields. A trailing newline does not add an empty record. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  let wasQuoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (; i < text.length; i++) {
    const c = text[i] as string;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else field += c;
      continue;
    }
    if (c === '"') {
      if (field !== '' || wasQuoted) {
        throw new CsvSyntaxError(
          'a quote inside an unquoted field; quote the whole field.',
          records.length + 1,
          'quoteInField',
        );
      }
      inQuotes = true;
      wasQuoted = true;
    } else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endRecord();
      i++;
    } else if (c === '\n') endRecord();
    else if (wasQuoted) {
      throw new CsvSyntaxError(
        'text after a closing quote; quote the whole field.',
        records.length + 1,
        'textAfterQuote',
      );
    } else field += c;
  }
  if (inQuotes) {
    throw new CsvSyntaxError('a quoted field is never closed.', records.length + 1, 'unclosedQuote');
  }
  if (field !== '' || wasQuoted || record.length > 0) endRecord();
  return records;
}

/** A text a spreadsheet would run as a formula: it starts with =, +, -, @, tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What neutraliseFormula prefixed: an apostrophe before a formula start, or before another apostrophe. */
const NEUTRALISED = /^'[=+\-@\t\r']/;

/**
 * OWASP's CSV-injection advice: a text cell a spreadsheet would run as a formula (`=HYPERLINK(...)`, `+1`,
 * `@SUM(A1)`) gets a leading apostrophe, so it is shown as text. A text that already starts with an apostrophe
 * before such a character gets one more, so restoreFormula gives back exactly what was written.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) || NEUTRALISED.test(text) ? `'${text}` : text;
}

/** The inverse of neutraliseFormula, for reading back a CSV this server wrote. */
export function restoreFormula(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}

/**
 * One field, quoted when it holds a comma, quote, CR or LF (or leading/trailing space, to keep it). Text is
 * neutralised against formulas; numbers and booleans are values a spreadsheet shows as they are.
 */
export function formatCsvField(value: string | number | boolean | null): string {
  const text = value === null ? '' : typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function formatCsv(records: readonly (readonly (string | number | boolean | null)[])[]): string {
  return records.map((r) => `${r.map(formatCsvField).join(',')}\r\n`).join('');
}
