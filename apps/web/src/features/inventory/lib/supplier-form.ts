import type { Language, Supplier, SupplierInput } from '@careledger/shared';
import { formatNumberForInput } from '@/lib/parse-number';
import { type FieldErrors, hasErrors, type NumberRules, readNumberField } from '@/lib/read-number-field';

export interface SupplierDraft {
  name: string;
  email: string;
  phone: string;
  address: string;
  defaultOrderQuantity: string;
  minimumOrderQuantity: string;
  leadTimeDays: string;
}

export type SupplierField = keyof SupplierDraft;
type SupplierFormResult =
  | { ok: true; input: SupplierInput }
  | { ok: false; fields: FieldErrors<SupplierField> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** As the server's schema: whole numbers to 10 million, a lead time of at most a year. */
// Left empty they are 0, as the old prefilled 0 made them; the fields show 0 as their placeholder.
const QUANTITY: NumberRules = { whole: true, min: 0, max: 10_000_000, isOptional: true };
const LEAD_TIME: NumberRules = { whole: true, min: 0, max: 365, isOptional: true };

/** Number fields start empty: a prefilled 0 turned a typed 4 into "04" and -5 into "0-5". */
export const EMPTY_SUPPLIER_DRAFT: SupplierDraft = {
  name: '',
  email: '',
  phone: '',
  address: '',
  defaultOrderQuantity: '',
  minimumOrderQuantity: '',
  leadTimeDays: '',
};

export function toSupplierDraft(supplier: Supplier, language: Language): SupplierDraft {
  return {
    name: supplier.name,
    email: supplier.email,
    phone: supplier.phone,
    address: supplier.address,
    defaultOrderQuantity: formatNumberForInput(supplier.defaultOrderQuantity, language),
    minimumOrderQuantity: formatNumberForInput(supplier.minimumOrderQuantity, language),
    leadTimeDays: formatNumberForInput(supplier.leadTimeDays, language),
  };
}

/**
 * Name and email are required; quantities and lead time are whole numbers of 0 or more, lead time at most a
 * year, 0 when left empty. Every field's error at once, so each shows beside its field.
 */
export function validateSupplierDraft(draft: SupplierDraft, language: Language): SupplierFormResult {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const defaultQuantity = readNumberField(draft.defaultOrderQuantity, language, QUANTITY);
  const minimumQuantity = readNumberField(draft.minimumOrderQuantity, language, QUANTITY);
  const leadTime = readNumberField(draft.leadTimeDays, language, LEAD_TIME);
  const fields: FieldErrors<SupplierField> = {
    name: name ? undefined : { key: 'required' },
    email: !email ? { key: 'required' } : EMAIL.test(email) ? undefined : { key: 'email' },
    defaultOrderQuantity: defaultQuantity.ok ? undefined : defaultQuantity.error,
    minimumOrderQuantity: minimumQuantity.ok ? undefined : minimumQuantity.error,
    leadTimeDays: leadTime.ok ? undefined : leadTime.error,
  };
  if (!defaultQuantity.ok || !minimumQuantity.ok || !leadTime.ok || hasErrors(fields)) {
    return { ok: false, fields };
  }
  return {
    ok: true,
    input: {
      name,
      email,
      phone: draft.phone.trim(),
      address: draft.address.trim(),
      defaultOrderQuantity: defaultQuantity.value ?? 0,
      minimumOrderQuantity: minimumQuantity.value ?? 0,
      leadTimeDays: leadTime.value ?? 0,
    },
  };
}
