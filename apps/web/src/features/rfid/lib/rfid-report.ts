import type { RfidSignalStrength, RfidStatistics, RfidTag, RfidTagStatus } from '@careledger/shared';
import { jsPDF } from 'jspdf';
import { displayStatus } from './tag-status';

/** Spec 001: before a line is written past this vertical position (mm from the top), the report takes a new page. */
export const PAGE_BREAK_Y = 250;

// A4 portrait in millimetres.
const MARGIN_X = 15;
const TOP_Y = 20;
const CONTENT_WIDTH = 210 - 2 * MARGIN_X;
const BLOCK_GAP = 3;

interface LineStyle {
  size: number;
  bold: boolean;
  /** How far down the next line starts, in mm; more than the font's own line height. */
  advance: number;
}
const TITLE: LineStyle = { size: 18, bold: true, advance: 10 };
const HEADING: LineStyle = { size: 13, bold: true, advance: 8 };
const BODY: LineStyle = { size: 10, bold: false, advance: 5.5 };

/** The tags table: one row per tag, its header repeated at the top of every page it runs onto. */
const TABLE_FONT_SIZE = 8;
const TABLE_LINE_MM = 3.6;
const CELL_PAD_MM = 1.5;
/** Column widths in mm, in TABLE_COLUMNS order; they add up to CONTENT_WIDTH (180). */
const TABLE_COLUMNS = [
  'item',
  'tagId',
  'status',
  'lastScan',
  'location',
  'batteryLevel',
  'signalStrength',
] as const;
type TableColumn = (typeof TABLE_COLUMNS)[number];
const COLUMN_WIDTHS: Record<TableColumn, number> = {
  item: 37,
  tagId: 45,
  status: 17,
  lastScan: 24,
  location: 27,
  batteryLevel: 15,
  signalStrength: 15,
};

/** Already translated text and formatters, handed in by the screen so this file needs neither React nor i18n. */
export interface RfidReportText {
  title: string;
  generated: (date: string) => string;
  summary: string;
  tags: string;
  noTags: string;
  /** The eight statistics, in the order the summary lists them. */
  statistics: Record<keyof RfidStatistics, string>;
  /** The tags table's column headings. */
  fields: Record<TableColumn, string>;
  status: Record<RfidTagStatus, string>;
  signal: Record<RfidSignalStrength, string>;
  never: string;
  notAvailable: string;
  percent: (value: string) => string;
  formatDate: (value: string | Date) => string;
  formatNumber: (value: number) => string;
}

interface RfidReportInput {
  tags: readonly RfidTag[];
  statistics: RfidStatistics;
  text: RfidReportText;
  generatedAt: Date;
}

const SUMMARY_ORDER: readonly (keyof RfidStatistics)[] = [
  'totalTags',
  'activeTags',
  'lostTags',
  'damagedTags',
  'totalSupplies',
  'suppliesWithRFID',
  'suppliesWithoutRFID',
  'coveragePercentage',
];

// The built-in PDF fonts encode WinAnsi (cp1252) only; jsPDF writes anything else as unreadable bytes.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((c) => c.codePointAt(0)));
const UNICODE_SPACE = /\p{Zs}/gu;
const HYPHEN = /[\u2010\u2011\u2212]/g;
const CONTROL = /\p{Cc}/gu;
const COMBINING = /\p{M}/gu;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function isWinAnsi(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (!((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code))) {
      return false;
    }
  }
  return true;
}

/**
 * Text the built-in fonts can show: accented Latin (é, ü, ñ, ß) stays; a letter with a mark the encoding lacks
 * loses the mark (ą → a); anything else (emoji, CJK, Greek) becomes one '?' per character the reader sees.
 */
export function toWinAnsi(text: string): string {
  const normalized = text
    .normalize('NFC')
    .replace(CONTROL, ' ')
    // Intl puts narrow no-break spaces in times and numbers ("9:30 PM", "12 345").
    .replace(UNICODE_SPACE, ' ')
    .replace(HYPHEN, '-');
  let out = '';
  for (const { segment } of graphemes.segment(normalized)) {
    if (isWinAnsi(segment)) out += segment;
    else {
      const stripped = segment.normalize('NFKD').replace(COMBINING, '').normalize('NFC');
      out += stripped !== '' && isWinAnsi(stripped) ? stripped : '?';
    }
  }
  return out;
}

/** Writes lines top to bottom, starting a new page when a line would start past PAGE_BREAK_Y. */
function createWriter(doc: jsPDF) {
  let y = TOP_Y;
  const setFont = (size: number, bold: boolean) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
  };
  /** One table row: every cell wrapped inside its column, the row as tall as its tallest cell. */
  const row = (cells: readonly string[], header: boolean) => {
    setFont(TABLE_FONT_SIZE, header);
    const wrapped = cells.map(
      (cell, i) =>
        doc.splitTextToSize(
          toWinAnsi(cell),
          COLUMN_WIDTHS[TABLE_COLUMNS[i] ?? 'item'] - 2 * CELL_PAD_MM,
        ) as string[],
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * TABLE_LINE_MM + 2 * CELL_PAD_MM;
    return { wrapped, height };
  };
  const drawRow = ({ wrapped, height }: ReturnType<typeof row>, header: boolean) => {
    setFont(TABLE_FONT_SIZE, header);
    if (header) {
      doc.setFillColor(226, 232, 240);
      doc.rect(MARGIN_X, y, CONTENT_WIDTH, height, 'F');
    }
    let x = MARGIN_X;
    wrapped.forEach((lines, i) => {
      lines.forEach((line, n) => {
        doc.text(line, x + CELL_PAD_MM, y + CELL_PAD_MM + (n + 1) * TABLE_LINE_MM - 0.9);
      });
      x += COLUMN_WIDTHS[TABLE_COLUMNS[i] ?? 'item'];
    });
    y += height;
    doc.setDrawColor(148, 163, 184);
    doc.setLineWidth(header ? 0.3 : 0.1);
    doc.line(MARGIN_X, y, MARGIN_X + CONTENT_WIDTH, y);
  };
  return {
    line(text: string, style: LineStyle) {
      setFont(style.size, style.bold);
      const parts: string[] = doc.splitTextToSize(toWinAnsi(text), CONTENT_WIDTH);
      for (const part of parts) {
        if (y > PAGE_BREAK_Y) {
          doc.addPage();
          y = TOP_Y;
        }
        doc.text(part, MARGIN_X, y);
        y += style.advance;
      }
    },
    gap(mm: number) {
      y += mm;
    },
    /** A table whose rows never run past PAGE_BREAK_Y: a row that would takes a new page, under the header again. */
    table(header: readonly string[], rows: readonly (readonly string[])[]) {
      const head = row(header, true);
      const fits = (height: number) => y + height <= PAGE_BREAK_Y;
      if (!fits(head.height + (rows[0] ? row(rows[0], false).height : 0))) {
        doc.addPage();
        y = TOP_Y;
      }
      drawRow(head, true);
      for (const cells of rows) {
        const body = row(cells, false);
        if (!fits(body.height)) {
          doc.addPage();
          y = TOP_Y;
          drawRow(head, true);
        }
        drawRow(body, false);
      }
    },
  };
}

function statisticValue(key: keyof RfidStatistics, statistics: RfidStatistics, text: RfidReportText): string {
  const value = text.formatNumber(statistics[key]);
  return key === 'coveragePercentage' ? text.percent(value) : value;
}

/** A tag's cells, in TABLE_COLUMNS order. */
function tagCells(tag: RfidTag, text: RfidReportText): string[] {
  const { notAvailable } = text;
  const battery =
    tag.batteryLevel === null ? notAvailable : text.percent(text.formatNumber(tag.batteryLevel));
  return [
    tag.itemName,
    tag.tagId,
    text.status[displayStatus(tag.status)],
    tag.lastScan ? text.formatDate(tag.lastScan) : text.never,
    tag.location ?? notAvailable,
    battery,
    tag.signalStrength ? text.signal[tag.signalStrength] : notAvailable,
  ];
}

/**
 * The RFID report (spec 001): title, date, the eight statistics, then the tags as a table, one row per tag
 * (item, tag id, status, last scan, location, battery, signal), the header repeated on every page. A4, mm.
 */
export function buildRfidReport({ tags, statistics, text, generatedAt }: RfidReportInput): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  doc.setProperties({ title: toWinAnsi(text.title) });
  const write = createWriter(doc);

  write.line(text.title, TITLE);
  write.line(text.generated(text.formatDate(generatedAt)), BODY);
  write.gap(BLOCK_GAP * 2);

  write.line(text.summary, HEADING);
  for (const key of SUMMARY_ORDER) {
    write.line(`${text.statistics[key]}: ${statisticValue(key, statistics, text)}`, BODY);
  }
  write.gap(BLOCK_GAP * 2);

  write.line(text.tags, HEADING);
  if (tags.length === 0) write.line(text.noTags, BODY);
  else {
    write.table(
      TABLE_COLUMNS.map((column) => text.fields[column]),
      tags.map((tag) => tagCells(tag, text)),
    );
  }
  return doc;
}

/** rfid_report_YYYY-MM-DD.pdf, on the calendar of the time zone chosen in Settings (as the report's dates). */
export function reportFileName(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `rfid_report_${part('year')}-${part('month')}-${part('day')}.pdf`;
}
