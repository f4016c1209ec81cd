import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, formatCsv, neutraliseFormula, parseCsv, restoreFormula } from './csv';

describe('RFC 4180 CSV', () => {
  it('quotes commas, quotes and line breaks, and parses them back', () => {
    const records = [
      ['name', 'note'],
      ['Gauze, sterile', 'says "hi"'],
      ['Two\r\nlines', ''],
      [' padded ', null],
    ];
    const text = formatCsv(records);
    expect(text).toBe('name,note\r\n"Gauze, sterile","says ""hi"""\r\n"Two\r\nlines",\r\n" padded ",\r\n');
    expect(parseCsv(text)).toEqual(records.map((r) => r.map((f) => f ?? '')));
  });

  it('accepts LF line ends, a BOM and no final newline', () => {
    expect(parseCsv('\ufeffa,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it.each([
    ['"never closed', 'never closed'],
    ['a,b"c', 'quote inside'],
    ['"a"b', 'after a closing quote'],
  ])('refuses %s', (text, fragment) => {
    expect(() => parseCsv(text)).toThrow(CsvSyntaxError);
    expect(() => parseCsv(text)).toThrow(fragment);
  });
});

describe('formula neutralising (OWASP CSV injection)', () => {
  const FORMULAS = ['=HYPERLINK("http://evil.example","x")', '+1', '-1', '@SUM(A1)', '\tTAB', '\rCR'];

  it.each(FORMULAS)('writes %j as text a spreadsheet will not run', (formula) => {
    const field = parseCsv(formatCsv([[formula]]))[0]?.[0] ?? '';
    expect(field.startsWith("'")).toBe(true);
    expect(neutraliseFormula(formula)).toBe(`'${formula}`);
  });

  it('leaves plain text, numbers and booleans as they are', () => {
    expect(formatCsv([['Gauze', 'a=b', -1, 2.5, true, null]])).toBe('Gauze,a=b,-1,2.5,true,\r\n');
  });

  it.each([...FORMULAS, "'=already", "''=twice", "'plain", "'", '', 'x', "it's"])(
    'reads %j back exactly as it was written',
    (text) => {
      expect(restoreFormula(neutraliseFormula(text))).toBe(text);
    },
  );
});
