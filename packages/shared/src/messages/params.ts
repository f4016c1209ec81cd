import { z } from 'zod';
import { type AlertType, PURCHASE_ORDER_STATUSES } from '../inventory/constants';
import { ORDER_STATUSES } from '../marketplace/constants';

// The params every text the server writes needs, one zod object per code (strict: a param the catalogue does not
// know is refused). Two param names mean something to i18next: `count` picks the plural form (`_one`, `_other`,
// ...) and `context` a variant of the sentence (`insufficientStock_sell`). Dates are YYYY-MM-DD and are written
// `{{expiry, date}}` in the catalogue, so each reader sees them in their own format.

const text = z.string();
const whole = z.number().int();
const day = z.iso.date();
const none = z.object({}).strict();

const stockLevel = z.object({ name: text, unit: text, stock: whole, threshold: whole }).strict();
const orderLine = z.object({ orderId: whole, quantity: whole, product: text }).strict();

/** `alerts.<type>.title` and `.message`; a new alert's notification has the alert type as code, same params. */
export const alertParams = {
  low_stock: stockLevel,
  critical_stock: stockLevel,
  out_of_stock: z.object({ name: text, unit: text, threshold: whole }).strict(),
  /** count: days until `expiry` as of the last evaluation, kept current while the alert is open (0 today, 1 tomorrow). */
  expiry_soon: z.object({ name: text, expiry: day, count: whole.min(0) }).strict(),
  expired: z.object({ name: text, expiry: day }).strict(),
  /** count: the unseen-days rule; context `at` when the last scan has a location, `never` when never scanned. */
  rfid_unseen: z
    .object({
      name: text,
      tagId: text,
      count: whole.min(1),
      lastScan: day.nullable(),
      location: text.nullable(),
      context: z.enum(['at', 'never']).nullable(),
    })
    .strict(),
} satisfies Record<AlertType, z.ZodObject>;

/** `notifications.<code>.title` and `.message` (alert types: `alerts.<type>.*`, see notificationTextKeys). */
export const notificationParams = {
  ...alertParams,
  order_placed: orderLine,
  order_confirmed: orderLine,
  order_shipped: orderLine,
  order_delivered: orderLine,
  order_cancelled: orderLine,
  order_rejected: orderLine,
  profile_updated: none,
  restock_forecast: z.object({ name: text, stock: whole, threshold: whole }).strict(),
  supplier_confirmed_order: z.object({ supplier: text, quantity: whole, product: text }).strict(),
  assistant_suggestion: z.object({ name: text, count: whole, stock: whole }).strict(),
  backup_completed: none,
  predictions_urgent: z.object({ count: whole, timeframe: text }).strict(),
  /** A patient told the memory companion something urgent (a fall, missed medication); summary: their words, clipped. */
  carerAlert: z.object({ patientName: text, alertId: whole, summary: text }).strict(),
};

const id = z.union([whole, text]);
const csvSyntaxReason = z.enum(['quoteInField', 'textAfterQuote', 'unclosedQuote']);
const stockVerb = z.enum(['issue', 'remove', 'sell']);
const shortage = { stock: whole, unit: text, name: text, needed: whole, context: stockVerb };

/** `errors.<key>`: the sentence of an error answer (`messageKey` and `params` of the body). */
export const errorParams = {
  internal: none,
  routeNotFound: z.object({ method: text, path: text }).strict(),
  nothingAt: z.object({ method: text, path: text }).strict(),
  malformedJson: none,
  payloadTooLarge: z.object({ limit: whole }).strict(),
  urlTooLong: z.object({ limit: whole }).strict(),
  pathParamTooLong: z.object({ limit: whole }).strict(),
  headersTooLarge: z.object({ limit: whole }).strict(),
  badUrl: none,
  unsupportedMediaType: none,
  contentLengthMismatch: none,
  /** The memory companion's image upload (POST /api/memory/process-image) and spoken replies. */
  imageTooLarge: z.object({ megabytes: whole }).strict(),
  imageTypeUnsupported: none,
  imageTooManyPixels: z.object({ width: whole, height: whole, megapixels: whole }).strict(),
  imageUnreadable: none,
  imageNoText: none,
  imageFormMalformed: none,
  imageFormTooManyParts: none,
  ocrBusy: none,
  speechBusy: none,
  unknownHost: none,
  crossSiteRequest: none,
  signInRequired: none,
  permissionRequired: z.object({ permission: text }).strict(),
  signInFailed: none,
  signInThrottled: z.object({ count: whole.min(1) }).strict(),
  accountDisabled: none,
  signInCodeFailed: none,
  signInCodeExpired: none,
  setupNotRequired: none,
  setupTokenWrong: none,
  inviteInvalid: none,
  emailTaken: z.object({ email: text }).strict(),
  apiTokenInvalid: none,
  walletLinkInvalid: none,
  walletLinkWrongDomain: z.object({ domain: text }).strict(),
  walletLinkWrongChain: z.object({ chainId: whole }).strict(),
  walletLinkNonce: none,
  walletLinkExpired: none,
  walletLinkBadSignature: none,
  walletLinkedElsewhere: z.object({ address: text }).strict(),
  walletNotLinked: z.object({ address: text }).strict(),
  receiveNotBuyer: none,
  currentPasswordWrong: none,
  twoFactorAlreadyOn: none,
  twoFactorNotStarted: none,
  twoFactorCodeWrong: none,
  sessionNotFound: z.object({ id: text }).strict(),
  accountNotFound: z.object({ id: text }).strict(),
  accountNotInvited: z.object({ name: text }).strict(),
  cannotDemoteSelf: none,
  lastAdmin: none,
  apiTokenNotFound: z.object({ id: text }).strict(),
  bodyNotAllowed: z.object({ method: text }).strict(),
  profileNotFound: z.object({ account: text }).strict(),
  unknownRole: z.object({ role: text, roles: text }).strict(),
  notificationNotFound: z.object({ id: text }).strict(),
  itemNotFound: z.object({ id }).strict(),
  itemArchivedNoEdit: z.object({ name: text }).strict(),
  itemAlreadyArchived: z.object({ name: text }).strict(),
  itemArchivedNoOrder: z.object({ name: text }).strict(),
  medicineNotFound: z.object({ id: whole }).strict(),
  restockingRequestNotFound: z.object({ id: whole }).strict(),
  /** context: the status asked for (scheduled, fulfilled); `status` is the request's status now. */
  restockingTransition: z
    .object({ id: whole, status: text, context: z.enum(['scheduled', 'fulfilled', 'pending']) })
    .strict(),
  restockingNoSupplier: z.object({ name: text }).strict(),
  recommendOwnAccount: none,
  itemArchivedNoStockChange: z.object({ name: text }).strict(),
  supplierNotFound: z.object({ id }).strict(),
  supplierNameTaken: z.object({ name: text }).strict(),
  supplierNoChange: none,
  alertNotFound: z.object({ id: text }).strict(),
  alertNotActive: z.object({ context: z.enum(['dismissed', 'resolved']) }).strict(),
  movementNotPositive: z.object({ context: z.enum(['receipt', 'issue']) }).strict(),
  adjustmentIsZero: none,
  adjustmentNeedsReason: none,
  countIsNegative: none,
  insufficientStock: z.object(shortage).strict(),
  insufficientLotStock: z.object({ ...shortage, lot: text }).strict(),
  lotNotFound: z.object({ name: text, lot: text }).strict(),
  lotIdNotFound: z.object({ name: text, lotId: whole }).strict(),
  lotTwice: none,
  lotIsEmpty: z.object({ name: text, lot: text }).strict(),
  writeOffNeedsNote: none,
  purchaseOrderNotFound: z.object({ id }).strict(),
  purchaseOrderTransition: z
    .object({
      status: z.enum(PURCHASE_ORDER_STATUSES),
      context: z.enum(['send', 'confirm', 'receive', 'cancel']),
    })
    .strict(),
  lineNotOnOrder: z.object({ line: whole, id }).strict(),
  lineOverReceived: z.object({ line: whole, outstanding: whole, total: whole }).strict(),
  csvSyntax: z.object({ row: whole, context: csvSyntaxReason }).strict(),
  csvSyntaxRow: z.object({ context: csvSyntaxReason }).strict(),
  csvEmpty: none,
  csvMissingColumns: z.object({ columns: text, count: whole.min(1) }).strict(),
  csvNoItems: none,
  csvFieldCount: z.object({ expected: whole, found: whole }).strict(),
  csvUnknownSupplier: z.object({ name: text }).strict(),
  csvRequired: z.object({ field: text }).strict(),
  /** context: the column, when the catalogue describes its rule (`csvInvalid_stock`); else the generic text. */
  csvInvalid: z
    .object({
      field: text,
      categories: text,
      context: z.enum(['id', 'name', 'category', 'unit', 'stock', 'threshold', 'price', 'expiry']).nullable(),
    })
    .strict(),
  csvUnknownItemId: z.object({ id: text }).strict(),
  csvArchivedItem: z.object({ name: text }).strict(),
  csvAmbiguousItem: z.object({ name: text, supplier: text }).strict(),
  /** rows: every row of the file naming the item, e.g. "3, 7". */
  csvDuplicateItem: z.object({ rows: text }).strict(),
  csvImportChanged: none,
  autoOrdersChanged: none,
  rfidAssignChanged: none,
  orderNotFound: z.object({ orderId: whole }).strict(),
  productNotFound: z.object({ id: whole }).strict(),
  orderNotRateable: z.object({ orderId: whole, status: z.enum(ORDER_STATUSES) }).strict(),
  ratingSignatureInvalid: none,
  ratingNotByBuyer: z.object({ buyer: text, orderId: whole, signer: text }).strict(),
  orderNotReceivable: z.object({ orderId: whole, status: z.enum(ORDER_STATUSES) }).strict(),
  orderAlreadyReceived: z.object({ orderId: whole, movementId: whole }).strict(),
  metadataItemNotFound: z.object({ id: whole }).strict(),
  transactionNotReported: z.object({ txHash: text }).strict(),
  transactionUnknown: z.object({ chainId: whole, txHash: text }).strict(),
  transactionWrongContract: z.object({ txHash: text, address: text }).strict(),
  transactionNotUnderstood: z.object({ txHash: text }).strict(),
  transactionNotTracked: z.object({ txHash: text, functionName: text, tracked: text }).strict(),
  marketplaceOff: none,
  noLocalChain: none,
  chainNotAnswering: none,
  rfidTagNotFound: z.object({ tagId: text }).strict(),
  rfidTagIdReadOnly: none,
  rfidItemNameReadOnly: none,
  rfidItemReadOnly: none,
  rfidItemArchived: z.object({ name: text, id: whole }).strict(),
  rfidItemTagged: z.object({ name: text, tagId: text }).strict(),
  rfidPrefixTooLong: z.object({ id: whole, prefix: text }).strict(),
  predictionRunInProgress: none,
  predictionRunFailed: none,
  unknownPatient: z.object({ id: text }).strict(),
  memoryOwnOnly: none,
  skinOwnOnly: none,
  skinBusy: none,
  skinFormMalformed: none,
  skinFormTooManyParts: none,
  lesionNotFoundLowContrast: none,
  lesionNotFoundTooSmall: none,
  lesionNotFoundCoversImage: none,
  lesionNotFoundTouchesBorder: none,
  skinAnalysisNotFound: z.object({ id: text }).strict(),
  memoryTaskNotFound: z.object({ id: whole }).strict(),
  memoryTaskCompleted: z.object({ id: whole }).strict(),
  sourceMemoryNotFound: z.object({ id: whole }).strict(),
  carerAlertNotFound: z.object({ id: whole }).strict(),
  carerAlertAcknowledged: z.object({ id: whole }).strict(),
};

/** The param values a text may carry, as stored (jsonb) and sent (`params` of alerts, notifications, errors). */
export type MessageParamValue = string | number | null;
export type MessageParamRecord = Record<string, MessageParamValue>;
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

/** A code without params takes `{}` and nothing else. */
type ParamsOf<S extends z.ZodType> = keyof z.infer<S> extends never ? Record<string, never> : z.infer<S>;

export type NotificationCode = keyof typeof notificationParams;
export type NotificationParams = { [C in NotificationCode]: ParamsOf<(typeof notificationParams)[C]> };
export type AlertParams = { [T in AlertType]: ParamsOf<(typeof alertParams)[T]> };
export type ErrorKey = keyof typeof errorParams;
export type ErrorParams = { [K in ErrorKey]: ParamsOf<(typeof errorParams)[K]> };

/** A notification's code with its params; a discriminated union, so tsc checks each pair. */
export type NotificationText = {
  [C in NotificationCode]: { code: C; params: NotificationParams[C] };
}[NotificationCode];
/** An alert's type with its params. */
export type AlertText = { [T in AlertType]: { type: T; params: AlertParams[T] } }[AlertType];
/** An error sentence's key with its params. */
export type ErrorText = { [K in ErrorKey]: { key: K; params: ErrorParams[K] } }[ErrorKey];

export const NOTIFICATION_CODES = Object.keys(notificationParams) as NotificationCode[];
export const ERROR_KEYS = Object.keys(errorParams) as ErrorKey[];
