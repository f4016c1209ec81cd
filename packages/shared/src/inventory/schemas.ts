import { z } from 'zod';
import { idField, idParam } from '../ids';
import { messageParamsSchema } from '../messages/params';
import { pageSchema } from '../page';
import {
  ALERT_SEVERITIES,
  ALERT_STATUSES,
  ALERT_TYPES,
  ITEM_CATEGORIES,
  MAX_PURCHASE_ORDER_LINES,
  POSTABLE_MOVEMENT_KINDS,
  PURCHASE_ORDER_STATUSES,
  STOCK_MOVEMENT_KINDS,
  STOCK_STATUS_FILTERS,
  WRITE_OFF_REASONS,
} from './constants';
import { EXPIRY_STATES } from './expiry-state';

const isoDate = z.iso.date({ message: 'Use a date like 2027-03-31.' });
const name = (label: string) =>
  z.string().trim().min(1, `${label} is required.`).max(200, `${label} is at most 200 characters.`);
const wholeNumber = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(10_000_000, `${label} is too large.`);
const money = z
  .number({ message: 'Price must be a number.' })
  .min(0, 'Price cannot be negative.')
  .max(100_000_000, 'Price is too large.')
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'Price has at most 2 decimals.');

// ---- Suppliers (spec 001 Supplier, plus a minimum order quantity) ----
export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  defaultOrderQuantity: z.number().int(),
  minimumOrderQuantity: z.number().int(),
  leadTimeDays: z.number().int(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierInputSchema = z.strictObject({
  name: name('Name'),
  email: z.email({ message: 'Enter a valid email address, like orders@supplier.example.' }).max(254),
  phone: z.string().trim().max(40, 'Phone is at most 40 characters.'),
  address: z.string().trim().max(300, 'Address is at most 300 characters.'),
  defaultOrderQuantity: wholeNumber('Default order quantity'),
  minimumOrderQuantity: wholeNumber('Minimum order quantity'),
  leadTimeDays: wholeNumber('Lead time').max(365, 'Lead time is at most 365 days.'),
});
export type SupplierInput = z.infer<typeof supplierInputSchema>;
export const supplierListSchema = z.object({ items: z.array(supplierSchema) });

// ---- Items (one entity for spec 000 "Inventory item" and spec 001 "Supply") ----
export const inventoryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(ITEM_CATEGORIES),
  unit: z.string(),
  /** Sum of the item's stock movements. */
  stock: z.number().int(),
  threshold: z.number().int(),
  /** deriveStockStatus(stock, threshold). */
  status: z.enum(['good', 'low', 'critical']),
  /** Earliest expiry of stock on hand (lots), else the item's own expiry; null shows as N/A. */
  expiry: isoDate.nullable(),
  /** expiryStateOf(expiry, stock, today): expired or expiring within the alert window; null otherwise. */
  expiryState: z.enum(EXPIRY_STATES).nullable().optional(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  price: z.number(),
  blockchainVerified: z.boolean(),
  rfidTag: z.string().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const itemCreateSchema = z.strictObject({
  name: name('Name'),
  category: z.enum(ITEM_CATEGORIES, { message: `Category must be one of ${ITEM_CATEGORIES.join(', ')}.` }),
  unit: z.string().trim().min(1).max(40).default('units'),
  /** Opening stock, posted as a receipt movement. */
  stock: wholeNumber('Stock'),
  threshold: wholeNumber('Threshold'),
  supplierId: idField,
  price: money,
  expiry: isoDate.nullable().default(null),
  lotNumber: z.string().trim().min(1).max(60).nullable().default(null),
});
export type ItemCreate = z.input<typeof itemCreateSchema>;

/**
 * Stock is never edited directly: post a movement. Built from the create fields without their defaults, so
 * a PATCH that leaves out `unit` or `expiry` keeps them instead of resetting them.
 */
const createFields = itemCreateSchema.shape;
export const itemUpdateSchema = z
  .strictObject({
    name: createFields.name,
    category: createFields.category,
    unit: createFields.unit.unwrap(),
    threshold: createFields.threshold,
    supplierId: createFields.supplierId,
    price: createFields.price,
    expiry: createFields.expiry.unwrap(),
  })
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'Send at least one field to change.');
export type ItemUpdate = z.input<typeof itemUpdateSchema>;

export const suppliesQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(STOCK_STATUS_FILTERS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type SuppliesQuery = z.input<typeof suppliesQuerySchema>;
export const suppliesPageSchema = pageSchema(inventoryItemSchema).extend({
  /**
   * True when a search matched more than SUPPLIES_SEARCH_CAP items: the pages then hold the first
   * SUPPLIES_SEARCH_CAP matches found, sorted by name, and `total` is the cap. The screen asks to refine.
   */
  totalIsCapped: z.boolean(),
});
export type SuppliesPage = z.infer<typeof suppliesPageSchema>;

// ---- Lots and the stock ledger ----
export const lotSchema = z.object({
  id: z.number().int(),
  lotNumber: z.string(),
  expiry: isoDate.nullable(),
  quantity: z.number().int(),
});
export type Lot = z.infer<typeof lotSchema>;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** Signed change: receipts positive, issues and sales negative, adjustments and stocktakes either. */
  quantity: z.number().int(),
  /** Stock after this movement (the stock card's running balance). */
  balance: z.number().int(),
  lotNumber: z.string().nullable(),
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockCardSchema = z.object({
  item: inventoryItemSchema,
  lots: z.array(lotSchema),
  /** Newest first. */
  movements: z.array(stockMovementSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StockCard = z.infer<typeof stockCardSchema>;
export const stockCardQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

/**
 * receipt/issue: `quantity` > 0 units in or out. adjustment: signed non-zero change, `reason` required.
 * stocktake: `quantity` is the counted stock (>= 0); the movement posts the difference.
 */
export const movementInputSchema = z.strictObject({
  kind: z.enum(POSTABLE_MOVEMENT_KINDS),
  quantity: z.number({ message: 'Quantity must be a number.' }).int('Quantity must be a whole number.'),
  lotNumber: z.string().trim().min(1).max(60).nullable().default(null),
  /**
   * The lot to issue from or count (the stock card's lot id); without it an issue draws
   * first-expiry-first-out and a stocktake counts the whole item. Not together with `lotNumber`.
   */
  lotId: idField.nullable().default(null),
  expiry: isoDate.nullable().default(null),
  reason: z.string().trim().max(300).nullable().default(null),
  reference: z.string().trim().max(120).nullable().default(null),
});
export type MovementInput = z.input<typeof movementInputSchema>;
/**
 * POST items/:id/lots/:lotId/write-off: takes the lot's whole remaining stock out in one adjustment whose
 * reason reads `write-off: <reason>` (and ` — <note>`); `other` needs a note saying what happened.
 */
export const writeOffInputSchema = z.strictObject({
  reason: z.enum(WRITE_OFF_REASONS),
  note: z.string().trim().max(200).nullable().default(null),
});
export type WriteOffInput = z.input<typeof writeOffInputSchema>;
export const lotParamsSchema = z.object({ id: idParam, lotId: idParam });

/**
 * POST items/:id/movements: the last movement written (its balance is the item's new stock), every movement
 * written (an issue drawn from several lots writes one per lot) and the item as it now stands.
 */
export const postedMovementSchema = z.object({
  movement: stockMovementSchema,
  movements: z.array(stockMovementSchema),
  item: inventoryItemSchema,
});

// ---- Alerts ----
export const inventoryAlertSchema = z.object({
  id: z.string(),
  itemId: z.number().int().nullable(),
  itemName: z.string(),
  /** Also the code of its words: `alerts.<type>` in messages.json. */
  type: z.enum(ALERT_TYPES),
  severity: z.enum(ALERT_SEVERITIES),
  /** English, rendered from the catalogue when raised. */
  title: z.string(),
  message: z.string(),
  /** The values the type's words need; null for alerts raised before alerts stored them. */
  params: messageParamsSchema.nullable(),
  status: z.enum(ALERT_STATUSES),
  createdAt: z.string(),
});
export type InventoryAlert = z.infer<typeof inventoryAlertSchema>;
export const alertListSchema = z.object({ items: z.array(inventoryAlertSchema) });
export const alertCheckResultSchema = z.object({
  created: z.number().int(),
  /** Open alerts whose figures (stock, days left) or severity were brought up to date. */
  updated: z.number().int(),
  resolved: z.number().int(),
  active: z.number().int(),
});
export const alertDismissSchema = z.strictObject({
  alert_id: z.uuid({ message: 'alert_id must be an alert id.' }),
});

// ---- Purchase orders ----
export const purchaseOrderLineSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  quantity: z.number().int(),
  receivedQuantity: z.number().int(),
  unitPrice: z.number(),
  /**
   * The lot (and its expiry) of this line's latest receipt into a lot, so the next partial receipt starts
   * from it; null before any. Optional only for readers of older answers.
   */
  lastLot: z.object({ lotNumber: z.string(), expiry: isoDate.nullable() }).nullable().optional(),
});
export const purchaseOrderSchema = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  source: z.enum(['manual', 'auto']),
  lines: z.array(purchaseOrderLineSchema),
  totalAmount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
export const purchaseOrderListSchema = z.object({ items: z.array(purchaseOrderSchema) });

export const purchaseOrderCreateSchema = z.strictObject({
  supplierId: idField,
  lines: z
    .array(
      z.strictObject({
        itemId: idField,
        quantity: z.number().int('Quantity must be a whole number.').min(1, 'Quantity must be at least 1.'),
        /** Defaults to the item's price. */
        unitPrice: money.optional(),
      }),
    )
    .min(1, 'An order needs at least one line.')
    .max(MAX_PURCHASE_ORDER_LINES, `An order has at most ${MAX_PURCHASE_ORDER_LINES} lines.`),
});
export type PurchaseOrderCreate = z.input<typeof purchaseOrderCreateSchema>;

/** What a receive must send: the zod message of a body that is missing, empty or both at once. */
export const RECEIVE_BODY_MESSAGE =
  'Send the lines that arrived, {"lines": [{"lineId": 1, "quantity": 5}]}, or {"receiveAll": true} to receive everything outstanding.';

/**
 * Receive: each line names an order line, the quantity that arrived (at most what is outstanding) and
 * optionally its lot and expiry; or `receiveAll: true`, everything outstanding. One of the two, never neither:
 * an empty body receiving the whole order by accident was too easy. The order becomes `received` when every
 * line is complete; until then it is `partially_received`.
 */
export const purchaseOrderReceiveSchema = z
  .strictObject(
    {
      lines: z
        .array(
          z.strictObject({
            lineId: idField,
            quantity: z
              .number()
              .int('Quantity must be a whole number.')
              .min(1, 'Quantity must be at least 1.'),
            lotNumber: z.string().trim().min(1).max(60).nullable().default(null),
            expiry: isoDate.nullable().default(null),
          }),
        )
        .min(
          1,
          'lines must hold at least one line; to receive everything outstanding, send {"receiveAll": true}.',
        )
        .optional(),
      receiveAll: z
        .literal(true, { error: 'receiveAll must be true; to receive part of the order, send lines.' })
        .optional(),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? RECEIVE_BODY_MESSAGE : undefined) },
  )
  .refine((body) => (body.lines === undefined) !== (body.receiveAll === undefined), RECEIVE_BODY_MESSAGE);
export type PurchaseOrderReceive = z.input<typeof purchaseOrderReceiveSchema>;
export const autoGenerateResultSchema = z.object({ created: z.array(purchaseOrderSchema) });

// ---- Summary cards (spec 001 Inventory Management) ----
export const inventorySummarySchema = z.object({
  totalSupplies: z.number().int(),
  needsRestocking: z.number().int(),
  activeAlerts: z.number().int(),
  criticalAlerts: z.number().int(),
  purchaseOrders: z.number().int(),
  pendingOrders: z.number().int(),
  suppliers: z.number().int(),
});
export type InventorySummary = z.infer<typeof inventorySummarySchema>;

// ---- CSV import: see csv-import.ts ----
