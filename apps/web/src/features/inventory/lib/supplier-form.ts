import type { Supplier, SupplierInput } from '@careledger/shared';

export interface SupplierDraft {
  name: string;
  email: string;
  phone: string;
  address: string;
  defaultOrderQuantity: string;
  minimumOrderQuantity: string;
  leadTimeDays: string;
}

type SupplierFormError = 'required' | 'invalidEmail' | 'invalidNumbers';
type SupplierFormResult = { ok: true; input: SupplierInput } | { ok: false; error: SupplierFormError };

const WHOLE = /^\d+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_LEAD_TIME_DAYS = 365;

export const EMPTY_SUPPLIER_DRAFT: SupplierDraft = {
  name: '',
  email: '',
  phone: '',
  address: '',
  defaultOrderQuantity: '0',
  minimumOrderQuantity: '0',
  leadTimeDays: '0',
};

export function toSupplierDraft(supplier: Supplier): SupplierDraft {
  return {
    name: supplier.name,
    email: supplier.email,
    phone: supplier.phone,
    address: supplier.address,
    defaultOrderQuantity: String(supplier.defaultOrderQuantity),
    minimumOrderQuantity: String(supplier.minimumOrderQuantity),
    leadTimeDays: String(supplier.leadTimeDays),
  };
}

/** Name and email are required; quantities and lead time are whole numbers, lead time at most a year. */
export function validateSupplierDraft(draft: SupplierDraft): SupplierFormResult {
  const name = draft.name.trim();
  const email = draft.email.trim();
  if (!name || !email) return { ok: false, error: 'required' };
  if (!EMAIL.test(email)) return { ok: false, error: 'invalidEmail' };
  const numbers = [draft.defaultOrderQuantity, draft.minimumOrderQuantity, draft.leadTimeDays].map((v) =>
    v.trim(),
  );
  if (numbers.some((v) => !WHOLE.test(v)) || Number(numbers[2]) > MAX_LEAD_TIME_DAYS) {
    return { ok: false, error: 'invalidNumbers' };
  }
  return {
    ok: true,
    input: {
      name,
      email,
      phone: draft.phone.trim(),
      address: draft.address.trim(),
      defaultOrderQuantity: Number(numbers[0]),
      minimumOrderQuantity: Number(numbers[1]),
      leadTimeDays: Number(numbers[2]),
    },
  };
}
