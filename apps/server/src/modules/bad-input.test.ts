import { DEFAULT_SETTINGS } from '@careledger/shared';
import { expect, it } from 'vitest';
import { type BadRequest, bodyOnGet, expectRefused, JSON_TYPE, json, type Method } from '../test/bad-request';
import { describeEachDatabase } from '../test/databases';

// Every endpoint, every kind of bad input: the answer is a 4xx `{ error, message }` and nothing changes.

const UNKNOWN_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
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
  '/api/medicine/all',
  '/api/medicine/restocking-requests',
  '/api/memory',
  '/api/memory/patients',
  `/api/memory/history/${UNKNOWN_ID}`,
  `/api/memory/memory-report/${UNKNOWN_ID}`,
  `/api/memory/tasks/${UNKNOWN_ID}`,
  '/api/memory/admin/alerts',
  '/api/skin-analysis/patients',
  `/api/skin-analysis/history?userId=${UNKNOWN_ID}`,
  `/api/skin-analysis/${UNKNOWN_ID}/overlay`,
  `/api/skin-analysis/${UNKNOWN_ID}/thumbnail`,
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
  ['POST', '/api/predictions/forecast'],
  ['POST', '/api/predictions/run'],
  ['PUT', '/api/predictions/settings'],
  ['POST', '/api/medicine/recommend'],
  ['POST', '/api/memory/process-text'],
  ['POST', '/api/memory/query'],
  ['POST', '/api/memory/tasks/create'],
  ['POST', '/api/memory/tasks/complete'],
];

// Writes that take no body: one sent is refused before anything happens (not ignored while, say, every
// notification is deleted).
const BODYLESS_ENDPOINTS: [Method, string][] = [
  ['POST', `/api/notifications/${UNKNOWN_ID}/read`],
  ['POST', '/api/notifications/read-all'],
  ['DELETE', `/api/notifications/${UNKNOWN_ID}`],
  ['DELETE', '/api/notifications'],
  ['POST', '/api/settings/reset'],
  ['POST', '/api/inventory/items/1/archive'],
  ['POST', '/api/inventory/alerts/check'],
  ['POST', '/api/inventory/purchase-orders/auto-generate'],
  ['POST', '/api/inventory/purchase-orders/1/send'],
  ['POST', '/api/inventory/purchase-orders/1/cancel'],
  ['POST', '/api/rfid/assign'],
  ['POST', '/api/rfid/check'],
  ['POST', '/api/medicine/restocking-requests/1/schedule'],
  ['POST', '/api/medicine/restocking-requests/1/fulfil'],
  ['POST', '/api/memory/admin/acknowledge-alert/1'],
  ['DELETE', `/api/skin-analysis/${UNKNOWN_ID}`],
];

const CASES: BadRequest[] = [
  ...BODYLESS_ENDPOINTS.flatMap(([method, url]): BadRequest[] =>
    [{ x: 1 }, {}, [], null].map((value) =>
      json(
        `the body ${JSON.stringify(value)}`,
        method,
        url,
        value,
        400,
        'BAD_REQUEST',
        `A ${method} request takes no body`,
      ),
    ),
  ),
  ...GET_ENDPOINTS.flatMap((url): BadRequest[] => [
    bodyOnGet(url),
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
];

describeEachDatabase('bad input on every endpoint', (get) => {
  it.each(CASES)('$method $url with $what answers $status $error and changes nothing', async (c) => {
    const { app, db } = get();
    await expectRefused(app, db, c);
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
