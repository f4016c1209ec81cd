import { describe, expect, it } from 'vitest';
import { itemPrediction } from '@/testing/prediction-run';
import { buildPredictionsCsv, type PredictionCsvColumn } from './predictions-csv';

const columns: PredictionCsvColumn[] = [
  { header: 'Item', value: (entry) => entry.itemName },
  { header: 'Current Stock', value: (entry) => entry.prediction.currentStock },
  { header: 'Days Until Stockout', value: (entry) => entry.prediction.daysUntilStockout },
];

describe('buildPredictionsCsv', () => {
  it('writes a header row and one row per item, CRLF-terminated', () => {
    const csv = buildPredictionsCsv(columns, [
      itemPrediction(1, 'Nitrile gloves'),
      itemPrediction(2, 'Gauze', { currentStock: 7, daysUntilStockout: null }),
    ]);
    expect(csv).toBe('Item,Current Stock,Days Until Stockout\r\nNitrile gloves,10,5\r\nGauze,7,\r\n');
  });

  it('quotes commas, quotes and line breaks, and keeps formula-like text as text', () => {
    const csv = buildPredictionsCsv(columns.slice(0, 1), [
      itemPrediction(1, 'Gloves, "large"'),
      itemPrediction(2, '=HYPERLINK("x")'),
      itemPrediction(3, 'Two\nlines'),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Item',
      '"Gloves, ""large"""',
      `"'=HYPERLINK(""x"")"`,
      '"Two\nlines"',
      '',
    ]);
  });

  it('writes only the header when the tab is empty', () => {
    expect(buildPredictionsCsv(columns, [])).toBe('Item,Current Stock,Days Until Stockout\r\n');
  });
});
