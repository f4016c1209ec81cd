import { apiErrorSchema, DEFAULT_SETTINGS } from '@careledger/shared';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachDatabase } from '../test/databases';
import { snapshotDatabase } from '../test/snapshot';

// Every endpoint, every kind of bad input: the answer is a 4xx `{ error, message }` and nothing changes.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface BadRequest {
  what: string;
  method: Method;
  url: string;
  body?: string;
  contentType?: string;
  status: number;
  error: string;
  /** A fragment the message must contain, when it matters what it says. */
  message?: string;
}

const UNKNOWN_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const JSON_TYPE = 'application/json';
const OVERSIZED = JSON.stringify({ name: 'x'.repeat(1_100_000) });

const validProfile = {
  name: 'Sam Rivera',
  email: 'sam@example.org',
  phone: '+1 555 0100',
  location: 'Ward 7',
};
const validSettings = { ...DEFAULT_SETTINGS, email: 'sam@example.org' };

const GET_ENDPOINTS = [
  '/api/health',
  '/api/dashboard',
  '/api/notifications',
  '/api/notifications/stream',
  '/api/profile',
  '/api/profile/activity',
  '/api/profiles/admin',
  '/api/settings',
  '/api/inventory/supplies',
  '/api/inventory/summary',
  '/api/inventory/items/1',
  '/api/inventory/items/1/movements',
  '/api/inventory/items.csv',
  '/api/inventory/alerts',
  '/api/inventory/purchase-orders',
  '/api/inventory/suppliers',
];

const BODY_ENDPOINTS: [Method, string][] = [
  ['POST', `/api/notifications/${UNKNOWN_ID}/read`],
  ['POST', '/api/notifications/read-all'],
  ['DELETE', `/api/notifications/${UNKNOWN_ID}`],
  ['DELETE', '/api/notifications'],
  ['PATCH', '/api/profile'],
  ['PUT', '/api/settings'],
  ['POST', '/api/settings/reset'],
  ['POST', '/api/inventory/items'],
  ['PATCH', '/api/inventory/items/1'],
  ['POST', '/api/inventory/items/1/archive'],
  ['POST', '/api/inventory/items/1/movements'],
  ['POST', '/api/inventory/alerts/check'],
  ['POST', '/api/inventory/alerts/dismiss'],
  ['POST', '/api/inventory/purchase-orders'],
  ['POST', '/api/inventory/purchase-orders/auto-generate'],
  ['POST', '/api/inventory/purchase-orders/1/cancel'],
  ['POST', '/api/inventory/purchase-orders/1/receive'],
  ['POST', '/api/inventory/suppliers'],
  ['PATCH', '/api/inventory/suppliers/1'],
];

const MOVEMENTS = '/api/inventory/items/1/movements';
const validItem = {
  name: 'Bad input gauze',
  category: 'Other',
  stock: 1,
  threshold: 1,
  supplierId: 1,
  price: 1,
};
const validSupplier = {
  name: 'Bad Input Ltd.',
  email: 'a@b.example',
  phone: '1',
  address: 'x',
  defaultOrderQuantity: 1,
  minimumOrderQuantity: 1,
  leadTimeDays: 1,
};

function json(
  what: string,
  method: Method,
  url: string,
  value: unknown,
  status: number,
  error: string,
  message?: string,
) {
  return { what, method, url, body: JSON.stringify(value), contentType: JSON_TYPE, status, error, message };
}

const CASES: BadRequest[] = [
  ...GET_ENDPOINTS.flatMap((url): BadRequest[] => [
    {
      what: 'a malformed JSON body',
      method: 'GET',
      url,
      body: '{"oops',
      contentType: JSON_TYPE,
      status: 400,
      error: 'BAD_REQUEST',
    },
    {
      what: 'an oversized body',
      method: 'GET',
      url,
      body: OVERSIZED,
      contentType: JSON_TYPE,
      status: 413,
      error: 'PAYLOAD_TOO_LARGE',
    },
  ]),
  ...BODY_ENDPOINTS.flatMap(([method, url]): BadRequest[] => [
    {
      what: 'malformed JSON',
      method,
      url,
      body: '{"name": "Sam",',
      contentType: JSON_TYPE,
      status: 400,
      error: 'MALFORMED_JSON',
      message: 'The request body is not valid JSON.',
    },
    {
      what: 'an oversized body',
      method,
      url,
      body: OVERSIZED,
      contentType: JSON_TYPE,
      status: 413,
      error: 'PAYLOAD_TOO_LARGE',
      message: '1048576 bytes',
    },
    {
      what: 'a non-JSON content type',
      method,
      url,
      body: 'name=Sam',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
      error: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      what: 'plain text',
      method,
      url,
      body: 'hello',
      contentType: 'text/plain',
      status: 415,
      error: 'UNSUPPORTED_MEDIA_TYPE',
    },
  ]),

  // Unknown and malformed ids.
  {
    what: 'an unknown id',
    method: 'POST',
    url: `/api/notifications/${UNKNOWN_ID}/read`,
    status: 404,
    error: 'NOT_FOUND',
    message: UNKNOWN_ID,
  },
  {
    what: 'an unknown id',
    method: 'DELETE',
    url: `/api/notifications/${UNKNOWN_ID}`,
    status: 404,
    error: 'NOT_FOUND',
    message: UNKNOWN_ID,
  },
  {
    what: 'an id that is not a UUID',
    method: 'POST',
    url: '/api/notifications/42/read',
    status: 400,
    error: 'VALIDATION_FAILED',
    message: 'id: must be a notification id',
  },
  {
    what: 'an id that is not a UUID',
    method: 'DELETE',
    url: '/api/notifications/not-a-uuid',
    status: 400,
    error: 'VALIDATION_FAILED',
    message: 'id: must be a notification id',
  },
  {
    what: 'an almost-UUID',
    method: 'POST',
    url: `/api/notifications/${UNKNOWN_ID}0/read`,
    status: 400,
    error: 'VALIDATION_FAILED',
  },
  {
    what: 'an unknown role',
    method: 'GET',
    url: '/api/profiles/root',
    status: 404,
    error: 'NOT_FOUND',
    message: 'No profile for the role "root"',
  },
  {
    what: 'an unknown route',
    method: 'GET',
    url: '/api/xyz',
    status: 404,
    error: 'NOT_FOUND',
    message: 'No API route GET /api/xyz.',
  },
  {
    what: 'a method the route does not have',
    method: 'PUT',
    url: '/api/profile',
    status: 404,
    error: 'NOT_FOUND',
    message: 'No API route PUT /api/profile.',
  },

  // PATCH /api/profile: missing fields and wrong types.
  {
    what: 'no body',
    method: 'PATCH',
    url: '/api/profile',
    status: 400,
    error: 'VALIDATION_FAILED',
    message: 'body: is required',
  },
  {
    what: 'an empty JSON body',
    method: 'PATCH',
    url: '/api/profile',
    body: '',
    contentType: JSON_TYPE,
    status: 400,
    error: 'VALIDATION_FAILED',
  },
  json('an empty object', 'PATCH', '/api/profile', {}, 400, 'VALIDATION_FAILED', 'name: is required.'),
  json(
    'a missing email',
    'PATCH',
    '/api/profile',
    { ...validProfile, email: undefined },
    400,
    'VALIDATION_FAILED',
    'email: is required.',
  ),
  json(
    'an invalid email',
    'PATCH',
    '/api/profile',
    { ...validProfile, email: 'sam-at-example' },
    400,
    'VALIDATION_FAILED',
    'email: Enter a valid email address, like name@example.org.',
  ),
  json(
    'a blank name',
    'PATCH',
    '/api/profile',
    { ...validProfile, name: '   ' },
    400,
    'VALIDATION_FAILED',
    'name: Full Name is required.',
  ),
  json(
    'a number for a name',
    'PATCH',
    '/api/profile',
    { ...validProfile, name: 42 },
    400,
    'VALIDATION_FAILED',
    'name: must be a string.',
  ),
  json(
    'letters in the phone',
    'PATCH',
    '/api/profile',
    { ...validProfile, phone: 'call me' },
    400,
    'VALIDATION_FAILED',
    'phone: Phone may contain only',
  ),
  json(
    'null fields',
    'PATCH',
    '/api/profile',
    { ...validProfile, location: null },
    400,
    'VALIDATION_FAILED',
    'location: must be a string.',
  ),
  json(
    'an array body',
    'PATCH',
    '/api/profile',
    [validProfile],
    400,
    'VALIDATION_FAILED',
    'body: must be a JSON object.',
  ),
  json(
    'a too long name',
    'PATCH',
    '/api/profile',
    { ...validProfile, name: 'n'.repeat(121) },
    400,
    'VALIDATION_FAILED',
    'name: Full Name is at most 120 characters.',
  ),

  // PUT /api/settings: missing fields, wrong types, unknown keys.
  {
    what: 'no body',
    method: 'PUT',
    url: '/api/settings',
    status: 400,
    error: 'VALIDATION_FAILED',
    message: 'body: is required',
  },
  json('an empty object', 'PUT', '/api/settings', {}, 400, 'VALIDATION_FAILED', 'email: is required.'),
  json(
    'a missing switch',
    'PUT',
    '/api/settings',
    { ...validSettings, compactMode: undefined },
    400,
    'VALIDATION_FAILED',
    'compactMode: is required.',
  ),
  json(
    'a string for a switch',
    'PUT',
    '/api/settings',
    { ...validSettings, compactMode: 'yes' },
    400,
    'VALIDATION_FAILED',
    'compactMode: must be a boolean.',
  ),
  json(
    'an unknown theme',
    'PUT',
    '/api/settings',
    { ...validSettings, theme: 'neon' },
    400,
    'VALIDATION_FAILED',
    'theme: must be one of "light", "dark", "system".',
  ),
  json(
    'an unknown language',
    'PUT',
    '/api/settings',
    { ...validSettings, language: 'it' },
    400,
    'VALIDATION_FAILED',
    'language: must be one of',
  ),
  json(
    'an invalid email',
    'PUT',
    '/api/settings',
    { ...validSettings, email: 'nope' },
    400,
    'VALIDATION_FAILED',
    'email: Enter a valid email address',
  ),
  json(
    'an unknown field',
    'PUT',
    '/api/settings',
    { ...validSettings, fontSize: 14 },
    400,
    'VALIDATION_FAILED',
    'unknown field "fontSize"',
  ),
  // Inventory: quantities, unknown ids, state conflicts, CSV.
  json(
    'a negative quantity',
    'POST',
    MOVEMENTS,
    { kind: 'issue', quantity: -5 },
    400,
    'VALIDATION_FAILED',
    'quantity',
  ),
  json(
    'a non-numeric quantity',
    'POST',
    MOVEMENTS,
    { kind: 'receipt', quantity: 'ten' },
    400,
    'VALIDATION_FAILED',
    'Quantity must be a number.',
  ),
  json(
    'a fractional quantity',
    'POST',
    MOVEMENTS,
    { kind: 'receipt', quantity: 1.5 },
    400,
    'VALIDATION_FAILED',
    'whole number',
  ),
  json(
    'a zero receipt',
    'POST',
    MOVEMENTS,
    { kind: 'receipt', quantity: 0 },
    400,
    'VALIDATION_FAILED',
    'positive',
  ),
  json('an unknown kind', 'POST', MOVEMENTS, { kind: 'sale', quantity: 1 }, 400, 'VALIDATION_FAILED', 'kind'),
  json(
    'an adjustment without a reason',
    'POST',
    MOVEMENTS,
    { kind: 'adjustment', quantity: -1 },
    400,
    'VALIDATION_FAILED',
    'reason',
  ),
  json(
    'a negative count',
    'POST',
    MOVEMENTS,
    { kind: 'stocktake', quantity: -1 },
    400,
    'VALIDATION_FAILED',
    'negative',
  ),
  json(
    'more than in stock',
    'POST',
    MOVEMENTS,
    { kind: 'issue', quantity: 100000 },
    409,
    'INSUFFICIENT_STOCK',
    'cannot issue 100000',
  ),
  json(
    'an unknown item',
    'POST',
    '/api/inventory/items/999999/movements',
    { kind: 'receipt', quantity: 1 },
    404,
    'NOT_FOUND',
    '999999',
  ),
  json(
    'an id that is not a number',
    'POST',
    '/api/inventory/items/abc/movements',
    { kind: 'receipt', quantity: 1 },
    400,
    'VALIDATION_FAILED',
    'id',
  ),
  {
    what: 'an unknown item',
    method: 'GET',
    url: '/api/inventory/items/999999',
    status: 404,
    error: 'NOT_FOUND',
    message: '999999',
  },
  {
    what: 'an unknown item',
    method: 'GET',
    url: '/api/inventory/items/999999/movements',
    status: 404,
    error: 'NOT_FOUND',
  },
  {
    what: 'an unknown item',
    method: 'POST',
    url: '/api/inventory/items/999999/archive',
    status: 404,
    error: 'NOT_FOUND',
  },
  json('an unknown item', 'PATCH', '/api/inventory/items/999999', { threshold: 3 }, 404, 'NOT_FOUND'),
  json(
    'nothing to change',
    'PATCH',
    '/api/inventory/items/1',
    {},
    400,
    'VALIDATION_FAILED',
    'at least one field',
  ),
  json(
    'an unknown category',
    'POST',
    '/api/inventory/items',
    { ...validItem, category: 'Snacks' },
    400,
    'VALIDATION_FAILED',
    'Category must be one of',
  ),
  json(
    'a negative opening stock',
    'POST',
    '/api/inventory/items',
    { ...validItem, stock: -1 },
    400,
    'VALIDATION_FAILED',
    'Stock cannot be negative.',
  ),
  json(
    'an unknown supplier',
    'POST',
    '/api/inventory/items',
    { ...validItem, supplierId: 999999 },
    404,
    'NOT_FOUND',
    'supplier',
  ),
  json(
    'a bad expiry',
    'POST',
    '/api/inventory/items',
    { ...validItem, expiry: '31/12/2030' },
    400,
    'VALIDATION_FAILED',
    'expiry',
  ),
  {
    what: 'an illegal transition',
    method: 'POST',
    url: '/api/inventory/purchase-orders/1/send',
    status: 409,
    error: 'ILLEGAL_TRANSITION',
    message: 'A confirmed order cannot be sent.',
  },
  {
    what: 'an unknown order',
    method: 'POST',
    url: '/api/inventory/purchase-orders/999999/cancel',
    status: 404,
    error: 'NOT_FOUND',
  },
  json(
    'an order without lines',
    'POST',
    '/api/inventory/purchase-orders',
    { supplierId: 1, lines: [] },
    400,
    'VALIDATION_FAILED',
    'at least one line',
  ),
  json(
    'a zero order quantity',
    'POST',
    '/api/inventory/purchase-orders',
    { supplierId: 1, lines: [{ itemId: 1, quantity: 0 }] },
    400,
    'VALIDATION_FAILED',
    'at least 1',
  ),
  json(
    'an unknown order line',
    'POST',
    '/api/inventory/purchase-orders/1/receive',
    { lines: [{ lineId: 999999, quantity: 1 }] },
    400,
    'VALIDATION_FAILED',
    'not on purchase order',
  ),
  json(
    'receiving more than outstanding',
    'POST',
    '/api/inventory/purchase-orders/1/receive',
    { lines: [{ lineId: 1, quantity: 21 }] },
    400,
    'VALIDATION_FAILED',
    'outstanding',
  ),
  json(
    'an alert id that is not a UUID',
    'POST',
    '/api/inventory/alerts/dismiss',
    { alert_id: 'x' },
    400,
    'VALIDATION_FAILED',
    'alert_id',
  ),
  json(
    'an unknown alert',
    'POST',
    '/api/inventory/alerts/dismiss',
    { alert_id: UNKNOWN_ID },
    404,
    'NOT_FOUND',
    UNKNOWN_ID,
  ),
  json(
    'an invalid email',
    'POST',
    '/api/inventory/suppliers',
    { ...validSupplier, email: 'nope' },
    400,
    'VALIDATION_FAILED',
    'email',
  ),
  json(
    'a duplicate supplier name',
    'POST',
    '/api/inventory/suppliers',
    { ...validSupplier, name: 'medsupply co.' },
    409,
    'CONFLICT',
    'already exists',
  ),
  json(
    'an unknown supplier',
    'PATCH',
    '/api/inventory/suppliers/999999',
    { leadTimeDays: 2 },
    404,
    'NOT_FOUND',
  ),
  {
    what: 'an unknown status',
    method: 'GET',
    url: '/api/inventory/supplies?status=empty',
    status: 400,
    error: 'VALIDATION_FAILED',
    message: 'status',
  },
  {
    what: 'page 0',
    method: 'GET',
    url: '/api/inventory/supplies?page=0',
    status: 400,
    error: 'VALIDATION_FAILED',
    message: 'page',
  },
  {
    what: 'malformed CSV',
    method: 'POST',
    url: '/api/inventory/items/import',
    body: 'name,category\n"open',
    contentType: 'text/csv',
    status: 400,
    error: 'CSV_INVALID',
    message: 'not valid CSV',
  },
  {
    what: 'an oversized CSV',
    method: 'POST',
    url: '/api/inventory/items/import',
    body: `name\n${'x'.repeat(1_100_000)}`,
    contentType: 'text/csv',
    status: 413,
    error: 'PAYLOAD_TOO_LARGE',
  },
  {
    what: 'malformed JSON instead of CSV',
    method: 'POST',
    url: '/api/inventory/items/import',
    body: '{"a":',
    contentType: JSON_TYPE,
    status: 400,
    error: 'MALFORMED_JSON',
  },
  {
    what: 'plain text instead of CSV',
    method: 'POST',
    url: '/api/inventory/items/import',
    body: 'a,b',
    contentType: 'text/plain',
    status: 415,
    error: 'UNSUPPORTED_MEDIA_TYPE',
  },

  json(
    'a prototype-poisoning body',
    'PUT',
    '/api/settings',
    JSON.parse(`{"__proto__": {"admin": true}}`),
    400,
    'MALFORMED_JSON',
  ),
];

describeEachDatabase('bad input on every endpoint', (get) => {
  it.each(CASES)('$method $url with $what answers $status $error and changes nothing', async (c) => {
    const { app, db } = get();
    const before = await snapshotDatabase(db);
    const res = await app.inject({
      method: c.method,
      url: c.url,
      ...(c.body !== undefined ? { payload: c.body } : {}),
      headers: c.contentType ? { 'content-type': c.contentType } : {},
    });
    expect(res.statusCode).toBe(c.status);
    expect(res.headers['content-type']).toContain('application/json');
    // A rejected CSV import also lists its bad rows.
    const body = apiErrorSchema
      .extend({ rows: z.array(z.unknown()).optional() })
      .strict()
      .parse(res.json());
    expect(body.error).toBe(c.error);
    expect(body.message.length).toBeGreaterThan(10);
    if (c.message) expect(body.message).toContain(c.message);
    expect(await snapshotDatabase(db)).toEqual(before);
  });

  it('still answers health and the valid requests afterwards', async () => {
    const { app } = get();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
    const saved = await app.inject({ method: 'PATCH', url: '/api/profile', payload: validProfile });
    expect(saved.statusCode).toBe(200);
    const settings = await app.inject({ method: 'PUT', url: '/api/settings', payload: validSettings });
    expect(settings.statusCode).toBe(200);
  });
});
