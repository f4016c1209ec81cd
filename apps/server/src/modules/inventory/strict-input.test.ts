import { it } from 'vitest';
import { type BadRequest, expectRefused, json } from '../../test/bad-request';
import { describeEachDatabase } from '../../test/databases';
import { MOVEMENTS, validItem } from './bad-input-fixtures';

// Strict input on the inventory endpoints: ids are never coerced, unknown fields are never dropped. Each is
// refused with a 400 naming the field, and the database is left as it was.

// Ids in a body are JSON numbers, never coerced; ids in a path are plain digits within the integer range.
const BAD_BODY_IDS: unknown[] = [true, '1', [1], ' 2 ', 1.5, 0, -1, 2_147_483_648, null];
const BAD_PATH_IDS = ['0', '01', '-1', '+1', '1.5', '1e3', '0x1', '%201', '2147483648', '9'.repeat(30)];
const ID_CASES: BadRequest[] = [
  ...BAD_BODY_IDS.flatMap((id) => [
    json(
      `supplierId ${JSON.stringify(id)}`,
      'POST',
      '/api/inventory/items',
      { ...validItem, supplierId: id },
      400,
      'VALIDATION_FAILED',
      'supplierId: must be an id',
    ),
    json(
      `supplierId ${JSON.stringify(id)}`,
      'POST',
      '/api/inventory/purchase-orders',
      { supplierId: id, lines: [{ itemId: 1, quantity: 1 }] },
      400,
      'VALIDATION_FAILED',
      'supplierId: must be an id',
    ),
    json(
      `itemId ${JSON.stringify(id)}`,
      'POST',
      '/api/inventory/purchase-orders',
      { supplierId: 1, lines: [{ itemId: id, quantity: 1 }] },
      400,
      'VALIDATION_FAILED',
      'lines.0.itemId: must be an id',
    ),
    json(
      `lineId ${JSON.stringify(id)}`,
      'POST',
      '/api/inventory/purchase-orders/1/receive',
      { lines: [{ lineId: id, quantity: 1 }] },
      400,
      'VALIDATION_FAILED',
      'lines.0.lineId: must be an id',
    ),
  ]),
  ...BAD_PATH_IDS.flatMap((id): BadRequest[] => [
    {
      what: `the id ${id}`,
      method: 'GET',
      url: `/api/inventory/items/${id}`,
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'id: must be an id',
    },
    json(
      `the id ${id}`,
      'PATCH',
      `/api/inventory/suppliers/${id}`,
      { name: 'Renamed' },
      400,
      'VALIDATION_FAILED',
      'id: must be an id',
    ),
    {
      what: `the id ${id}`,
      method: 'POST',
      url: `/api/inventory/purchase-orders/${id}/cancel`,
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'id: must be an id',
    },
  ]),
];

const CASES: BadRequest[] = [
  ...ID_CASES,
  // Unknown fields are refused by name, never dropped while the rest is written.
  json(
    'an unknown field',
    'POST',
    '/api/inventory/items',
    { ...validItem, isAdmin: true },
    400,
    'VALIDATION_FAILED',
    'unknown field "isAdmin"',
  ),
  json(
    'an unknown field',
    'PATCH',
    '/api/inventory/items/1',
    { threshold: 2, stock: 999 },
    400,
    'VALIDATION_FAILED',
    'unknown field "stock"',
  ),
  json(
    'an unknown field',
    'PATCH',
    '/api/inventory/suppliers/1',
    { name: 'Renamed', id: 7 },
    400,
    'VALIDATION_FAILED',
    'unknown field "id"',
  ),
  json(
    'an unknown field in an order line',
    'POST',
    '/api/inventory/purchase-orders',
    { supplierId: 1, lines: [{ itemId: 1, quantity: 1, discount: 50 }] },
    400,
    'VALIDATION_FAILED',
    'lines.0: unknown field "discount"',
  ),
  json(
    'an unknown field in a received line',
    'POST',
    '/api/inventory/purchase-orders/1/receive',
    { lines: [{ lineId: 1, quantity: 1, bonus: 5 }] },
    400,
    'VALIDATION_FAILED',
    'unknown field "bonus"',
  ),
  json(
    'an unknown field',
    'POST',
    MOVEMENTS,
    { kind: 'receipt', quantity: 1, createdBy: 'someone else' },
    400,
    'VALIDATION_FAILED',
    'unknown field "createdBy"',
  ),
];

describeEachDatabase('strict input on the inventory endpoints', (get) => {
  it.each(CASES)('$method $url with $what answers $status $error and changes nothing', async (c) => {
    const { app, db } = get();
    await expectRefused(app, db, c);
  });
});
