import type { ItemPrediction } from '@careledger/shared';

export interface PredictionCsvColumn {
  header: string;
  value: (entry: ItemPrediction) => string | number | null;
}

/** Text a spreadsheet would run as a formula ("=HYPERLINK(...)" as an item name) is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV: a header row, then one row per item, CRLF line ends. */
export function buildPredictionsCsv(
  columns: readonly PredictionCsvColumn[],
  entries: readonly ItemPrediction[],
) {
  const rows = [
    columns.map((column) => csvCell(column.header)),
    ...entries.map((entry) => columns.map((column) => csvCell(column.value(entry)))),
  ];
  return `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
