import { z } from 'zod';
import { apiErrorSchema } from '../errors';
import { messageParamsSchema } from '../messages/params';
import { confirmFingerprintSchema, previewFingerprintSchema } from '../preview';

/** Column order of the CSV export, which the import reads back (`id` matches a row to its item). */
export const ITEM_CSV_COLUMNS = [
  'id',
  'name',
  'category',
  'unit',
  'stock',
  'threshold',
  'status',
  'expiry',
  'supplier',
  'price',
  'blockchain_verified',
  'rfid_tag',
] as const;

/**
 * What an import does with a row: create an item, change an existing one, nothing (it matches), or nothing
 * because the row is refused (with its reasons).
 */
export const CSV_IMPORT_OUTCOMES = ['new', 'changed', 'unchanged', 'rejected'] as const;
export type CsvImportOutcome = (typeof CSV_IMPORT_OUTCOMES)[number];
/** The item details an import may change. */
export const CSV_IMPORT_FIELDS = [
  'name',
  'category',
  'unit',
  'threshold',
  'expiry',
  'supplier',
  'price',
] as const;
/** Columns an import never writes on an existing item; a difference is reported, not applied. */
export const CSV_IMPORT_KEPT_FIELDS = ['stock', 'expiry'] as const;

const problemSchema = z.object({ messageKey: z.string(), params: messageParamsSchema });

export const csvImportRowSchema = z.object({
  /** The line in the file: the header is row 1, the first item row 2. */
  row: z.number().int(),
  outcome: z.enum(CSV_IMPORT_OUTCOMES),
  /** The existing item the row matched (by id, else by name and supplier); null for new and most rejected rows. */
  itemId: z.number().int().nullable(),
  /** The row's name and supplier as written, to recognise it. */
  name: z.string(),
  supplier: z.string(),
  /** A new item's opening stock, posted as a receipt. */
  openingStock: z.number().int().nullable(),
  /** What a changed row changes, as text (a price with 2 decimals, a date YYYY-MM-DD, null for none). */
  changes: z.array(
    z.object({ field: z.enum(CSV_IMPORT_FIELDS), from: z.string().nullable(), to: z.string().nullable() }),
  ),
  /**
   * Values of the file that differ from the item but are not imported: stock moves only through movements
   * (a stocktake), and an expiry that comes from the lots in stock is theirs.
   */
  kept: z.array(
    z.object({
      field: z.enum(CSV_IMPORT_KEPT_FIELDS),
      current: z.string().nullable(),
      file: z.string().nullable(),
    }),
  ),
  /** Why a rejected row is refused, in English ('' otherwise). */
  message: z.string(),
  /** The same reasons one by one, to word in the reader's language (`errors.<messageKey>`). */
  problems: z.array(problemSchema),
});
export type CsvImportRow = z.infer<typeof csvImportRowSchema>;

/** What an import of the file would do; nothing is written. Confirm it by sending `fingerprint` back. */
export const csvImportPreviewSchema = z.object({
  /** SHA-256 of what the import would write; the import refuses to run if it would now write anything else. */
  fingerprint: previewFingerprintSchema,
  counts: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    rejected: z.number().int(),
  }),
  rows: z.array(csvImportRowSchema),
});
export type CsvImportPreview = z.infer<typeof csvImportPreviewSchema>;

export const csvImportQuerySchema = z.strictObject({
  confirm: confirmFingerprintSchema,
});

/** What a confirmed import did: rejected rows were skipped, as the preview showed. */
export const csvImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

/** 400 body of a file that cannot be read (not CSV, no header, missing columns): nothing was imported. */
export const csvImportErrorSchema = apiErrorSchema.extend({
  rows: z.array(
    z.object({
      row: z.number().int(),
      /** Every problem of the row, in English. */
      message: z.string(),
      /** The same problems one by one, to word in the reader's language (`errors.<messageKey>`). */
      problems: z.array(problemSchema),
    }),
  ),
});
export type CsvImportError = z.infer<typeof csvImportErrorSchema>;
