// @vitest-environment node
import type { RfidStatistics, RfidTag } from '@careledger/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildRfidReport, PAGE_BREAK_Y, type RfidReportText, reportFileName, toWinAnsi } from './rfid-report';

const PT_PER_MM = 72 / 25.4;
/** The line height jsPDF uses for a font size (its default factor, 1.15), in mm. */
const lineHeightMm = (fontSizePt: number) => (fontSizePt * 1.15) / PT_PER_MM;

const text: RfidReportText = {
  title: 'RFID Management Report',
  generated: (date) => `Generated: ${date}`,
  summary: 'Summary',
  tags: 'Tags',
  noTags: 'No RFID tags.',
  statistics: {
    totalTags: 'Total RFID Tags',
    activeTags: 'Active Tags',
    lostTags: 'Lost Tags',
    damagedTags: 'Damaged Tags',
    totalSupplies: 'Total Supplies',
    suppliesWithRFID: 'With RFID',
    suppliesWithoutRFID: 'Without RFID',
    coveragePercentage: 'Coverage Rate',
  },
  fields: {
    item: 'Item Name',
    tagId: 'RFID Tag ID',
    status: 'Status',
    lastScan: 'Last Scan',
    location: 'Location',
    batteryLevel: 'Battery Level',
    signalStrength: 'Signal Strength',
  },
  status: { active: 'Active', inactive: 'Inactive', lost: 'Lost', damaged: 'Damaged' },
  signal: { none: 'None', low: 'Low', medium: 'Medium', high: 'High' },
  never: 'Never',
  notAvailable: 'N/A',
  percent: (value) => `${value}%`,
  formatDate: (value) => new Date(value).toISOString().slice(0, 10),
  formatNumber: (value) => String(value),
};

const statistics: RfidStatistics = {
  totalTags: 60,
  activeTags: 41,
  lostTags: 7,
  damagedTags: 5,
  totalSupplies: 80,
  suppliesWithRFID: 60,
  suppliesWithoutRFID: 20,
  coveragePercentage: 75,
};

function tag(n: number, overrides: Partial<RfidTag> = {}): RfidTag {
  return {
    tagId: `30340000000000000000${String(n).padStart(4, '0')}`,
    itemId: n,
    itemName: `Supply ${n}`,
    status: 'active',
    generatedAt: '2026-03-01T08:00:00.000Z',
    lastScan: n % 2 ? '2026-03-10T09:30:00.000Z' : null,
    location: n % 3 ? `Store room ${n}` : null,
    batteryLevel: n % 4 ? n : null,
    signalStrength: n % 5 ? 'high' : null,
    pureIdentityUri: `urn:epc:id:sgtin:0000000.000000.${n}`,
    ...overrides,
  };
}

interface PageText {
  lines: { str: string; topMm: number; leftMm: number; rightMm: number; fontSizePt: number }[];
  text: string;
}

/** The PDF read back as a reader would: each page's text items with their baseline in mm from the top. */
async function readPdf(bytes: ArrayBuffer): Promise<PageText[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: PageText[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , , heightPt] = page.view;
    const content = await page.getTextContent();
    const lines = content.items
      .filter((item) => 'str' in item && item.str.trim() !== '')
      .map((item) => {
        const { str, transform, width } = item as { str: string; transform: number[]; width: number };
        return {
          str,
          topMm: ((heightPt ?? 0) - (transform[5] ?? 0)) / PT_PER_MM,
          leftMm: (transform[4] ?? 0) / PT_PER_MM,
          rightMm: ((transform[4] ?? 0) + width) / PT_PER_MM,
          fontSizePt: transform[3] ?? 0,
        };
      });
    pages.push({ lines, text: lines.map((line) => line.str).join('\n') });
  }
  await pdf.destroy();
  return pages;
}

const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('buildRfidReport', () => {
  const tags = Array.from({ length: 60 }, (_, i) => tag(i + 1));
  const generatedAt = new Date('2026-03-15T12:00:00.000Z');

  it('writes a readable report over several pages, every tag once', async () => {
    const doc = buildRfidReport({ tags, statistics, text, generatedAt });
    const pages = await readPdf(doc.output('arraybuffer'));
    const all = pages.map((page) => page.text).join('\n');

    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]?.lines[0]?.str).toBe('RFID Management Report');
    expect(all).toContain('Generated: 2026-03-15');
    for (const line of [
      'Total RFID Tags: 60',
      'Active Tags: 41',
      'Lost Tags: 7',
      'Damaged Tags: 5',
      'Total Supplies: 80',
      'With RFID: 60',
      'Without RFID: 20',
      'Coverage Rate: 75%',
    ]) {
      expect(all.split('\n')).toContain(line);
    }
    for (const t of tags) expect(occurrences(all, t.tagId), t.tagId).toBe(1);
  });

  it('lists the tags as a table: one row per tag, each cell in its column on the row’s line', async () => {
    const doc = buildRfidReport({ tags, statistics, text, generatedAt });
    const pages = await readPdf(doc.output('arraybuffer'));
    // Battery Level and Signal Strength wrap onto a second header line inside their narrow columns.
    const header = ['Item Name', 'RFID Tag ID', 'Status', 'Last Scan', 'Location', 'Battery', 'Signal'];
    const columnsOf = (page: PageText) =>
      page.lines.filter((l) => l.str === 'RFID Tag ID').map((l) => l.leftMm);
    const tagColumn = columnsOf(pages[0] as PageText)[0] ?? 0;
    for (const t of tags) {
      const page = pages.find((p) => p.lines.some((l) => l.str === t.tagId)) as PageText;
      const id = page.lines.find((l) => l.str === t.tagId);
      const row = page.lines.filter((l) => Math.abs(l.topMm - (id?.topMm ?? 0)) < 0.5).map((l) => l.str);
      expect(id?.leftMm, t.tagId).toBeCloseTo(tagColumn, 1);
      const battery = t.batteryLevel === null ? 'N/A' : `${t.batteryLevel}%`;
      expect(row, t.tagId).toEqual([
        t.itemName,
        t.tagId,
        'Active',
        t.lastScan ? '2026-03-10' : 'Never',
        t.location ?? 'N/A',
        battery,
        t.signalStrength ? 'High' : 'N/A',
      ]);
      // Rows run down the page in order, under the header.
      const head = page.lines.find((l) => l.str === 'RFID Tag ID');
      expect(id?.topMm ?? 0).toBeGreaterThan(head?.topMm ?? Number.POSITIVE_INFINITY);
    }
    const headerRow = pages[0]?.lines.filter(
      (l) => l.topMm === pages[0]?.lines.find((h) => h.str === 'Item Name')?.topMm,
    );
    expect(headerRow?.map((l) => l.str)).toEqual(header);
  });

  it('repeats the header row at the top of every page the table runs onto', async () => {
    const doc = buildRfidReport({ tags, statistics, text, generatedAt });
    const pages = await readPdf(doc.output('arraybuffer'));
    const withRows = pages.filter((p) => tags.some((t) => p.lines.some((l) => l.str === t.tagId)));
    expect(withRows.length).toBeGreaterThan(1);
    for (const page of withRows) {
      expect(occurrences(page.text, 'RFID Tag ID')).toBe(1);
      const head = page.lines.find((l) => l.str === 'RFID Tag ID')?.topMm ?? Number.POSITIVE_INFINITY;
      const firstRow = Math.min(...page.lines.filter((l) => /^3034/.test(l.str)).map((l) => l.topMm));
      expect(head).toBeLessThan(firstRow);
    }
    for (const page of withRows.slice(1)) expect(page.lines[0]?.str).toBe('Item Name');
  });

  it('breaks the page when the vertical position passes PAGE_BREAK_Y', async () => {
    const doc = buildRfidReport({ tags, statistics, text, generatedAt });
    const pages = await readPdf(doc.output('arraybuffer'));
    for (const page of pages) {
      for (const line of page.lines) {
        expect(line.topMm, line.str).toBeLessThanOrEqual(PAGE_BREAK_Y + lineHeightMm(line.fontSizePt));
      }
    }
    // Full pages run down to the break line rather than breaking early.
    for (const page of pages.slice(0, -1)) {
      expect(Math.max(...page.lines.map((line) => line.topMm))).toBeGreaterThan(PAGE_BREAK_Y - 10);
    }
  });

  it('keeps accented text and replaces what the PDF fonts cannot show', async () => {
    const doc = buildRfidReport({
      tags: [
        tag(1, { itemName: 'Gasas estériles Señor', location: 'Straße für Kühlung, Réserve' }),
        tag(2, { itemName: 'Bandage 💊 绷带', location: 'Łódź magazyn' }),
      ],
      statistics,
      text: { ...text, fields: { ...text.fields, location: 'Ubicación' }, formatDate: () => '9:30\u202fPM' },
      generatedAt,
    });
    const all = (await readPdf(doc.output('arraybuffer'))).map((page) => page.text).join('\n');
    const flat = all.replace(/\n/g, ' ');

    expect(flat).toContain('Gasas estériles Señor');
    expect(all.split('\n')).toContain('Ubicación');
    expect(flat).toContain('Straße für Kühlung, Réserve');
    expect(flat).toContain('Bandage ? ??');
    expect(flat).toContain('?ódz magazyn');
    expect(all).toContain('Generated: 9:30 PM');
  });

  it('wraps long item names and locations inside the page', async () => {
    const long = 'Extra long supply name '.repeat(12).trim();
    const doc = buildRfidReport({
      tags: [tag(1, { itemName: long, location: 'Aisle '.repeat(40).trim() })],
      statistics,
      text,
      generatedAt,
    });
    const [page] = await readPdf(doc.output('arraybuffer'));
    const pageWidthMm = doc.internal.pageSize.getWidth();
    expect(page?.text.replace(/\n/g, ' ')).toContain(long);
    // Every line ends inside the 15 mm right margin (give or take 1 mm: pdf.js measures with its own font metrics).
    for (const line of page?.lines ?? [])
      expect(line.rightMm, line.str).toBeLessThanOrEqual(pageWidthMm - 14);
  });

  it('says so when there are no tags', async () => {
    const doc = buildRfidReport({ tags: [], statistics, text, generatedAt });
    const pages = await readPdf(doc.output('arraybuffer'));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.text).toContain('No RFID tags.');
  });
});

describe('toWinAnsi', () => {
  it('keeps cp1252 text and maps the rest', () => {
    expect(toWinAnsi('Ñandú, Größe, élève, “quotes” – 5 €')).toBe('Ñandú, Größe, élève, “quotes” – 5 €');
    expect(toWinAnsi('e\u0301')).toBe('é');
    expect(toWinAnsi('12\u202f345\u00a0x')).toBe('12 345 x');
    expect(toWinAnsi('ąęś')).toBe('aes');
    expect(toWinAnsi('👨‍👩‍👧 🇫🇷 αβ 中')).toBe('? ? ?? ?');
    expect(toWinAnsi('a\tb\nc')).toBe('a b c');
  });
});

describe('reportFileName', () => {
  it('names the file after the calendar date in the time zone chosen in Settings', () => {
    const lateEvening = new Date('2026-01-06T03:30:00Z');
    expect(reportFileName(lateEvening, 'UTC')).toBe('rfid_report_2026-01-06.pdf');
    expect(reportFileName(lateEvening, 'America/Los_Angeles')).toBe('rfid_report_2026-01-05.pdf');
    expect(reportFileName(new Date('2026-12-31T00:01:00Z'), 'Europe/London')).toBe(
      'rfid_report_2026-12-31.pdf',
    );
  });
});
