import { type MovementInput, type Permission, RECORDABLE_MOVEMENT_KINDS } from '@careledger/shared';

/** The movements the quick actions post: usage (issue), a delivery (receipt), a count (stocktake). */
export type QuickMovementKind = 'issue' | 'receipt' | 'stocktake';
const QUICK_MOVEMENT_KINDS: readonly QuickMovementKind[] = ['issue', 'receipt', 'stocktake'];

/**
 * The movements a role is offered, as the server allows them: a ward's usage and counts with
 * `inventory.record`, deliveries only with `inventory.manage`.
 */
export function offeredMovementKinds(permissions: readonly Permission[]): QuickMovementKind[] {
  if (permissions.includes('inventory.manage')) return [...QUICK_MOVEMENT_KINDS];
  if (!permissions.includes('inventory.record')) return [];
  return QUICK_MOVEMENT_KINDS.filter((kind) => RECORDABLE_MOVEMENT_KINDS.includes(kind));
}

interface MovementDraft {
  itemId: string;
  /** The lot to issue from or count, as its id; '' lets the server choose first-expiry-first-out (issue) or count the whole item (stocktake). */
  lotId: string;
  quantity: string;
  lotNumber: string;
  expiry: string;
  reason: string;
  reference: string;
}

type MovementFormError = 'selectItem' | 'invalidQuantity' | 'invalidCount';
type MovementFormResult =
  | { ok: true; itemId: number; movement: MovementInput }
  | { ok: false; error: MovementFormError };

/** The field a refusal belongs beside. */
export const MOVEMENT_ERROR_FIELD = {
  selectItem: 'itemId',
  invalidQuantity: 'quantity',
  invalidCount: 'quantity',
} as const satisfies Record<MovementFormError, keyof MovementDraft>;

export const EMPTY_MOVEMENT_DRAFT: MovementDraft = {
  itemId: '',
  lotId: '',
  quantity: '',
  lotNumber: '',
  expiry: '',
  reason: '',
  reference: '',
};

const WHOLE = /^\d+$/;
const optional = (text: string) => text.trim() || null;

/** Issues and receipts move a whole number above 0; a stocktake records the counted stock (0 or more). */
export function validateMovementDraft(kind: QuickMovementKind, draft: MovementDraft): MovementFormResult {
  if (!draft.itemId) return { ok: false, error: 'selectItem' };
  const quantity = draft.quantity.trim();
  if (kind === 'stocktake') {
    if (!WHOLE.test(quantity)) return { ok: false, error: 'invalidCount' };
  } else if (!WHOLE.test(quantity) || Number(quantity) === 0) {
    return { ok: false, error: 'invalidQuantity' };
  }
  return {
    ok: true,
    itemId: Number(draft.itemId),
    movement: {
      kind,
      quantity: Number(quantity),
      // Only deliveries bring a new lot with its own expiry.
      lotNumber: kind === 'receipt' ? optional(draft.lotNumber) : null,
      expiry: kind === 'receipt' ? optional(draft.expiry) : null,
      // Usage and counts may name one of the item's lots; a delivery names its lot by number.
      lotId: kind !== 'receipt' && draft.lotId ? Number(draft.lotId) : null,
      reason: optional(draft.reason),
      reference: optional(draft.reference),
    },
  };
}
