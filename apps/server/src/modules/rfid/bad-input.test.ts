import { expect, it } from 'vitest';
import { callRfid } from '../../test/api';
import {
  type BadRequest,
  bodyOnGet,
  expectRefused,
  JSON_TYPE,
  json,
  type Method,
} from '../../test/bad-request';
import { describeEachDatabase } from '../../test/databases';

// Every RFID endpoint, every kind of bad input: a 4xx `{ error, message }` naming the problem, and the database
// exactly as it was.

const R = '/api/rfid';
const UNKNOWN_TAG = `3034257BF7194E4000${'0'.repeat(6)}`;
const OVERSIZED = JSON.stringify({ epcs: ['x'.repeat(1_100_000)] });
const OVERSIZED_SCANS = JSON.stringify({ events: ['x'.repeat(4_300_000)] });
const event = { epc: UNKNOWN_TAG, location: 'Receiving dock', signal: 'low', time: '2026-05-01T09:30:00Z' };

const query = (what: string, url: string, message?: string): BadRequest => ({
  what,
  method: 'GET',
  url,
  status: 400,
  error: 'VALIDATION_FAILED',
  message,
});

const BODY_ENDPOINTS: [Method, string, string][] = [
  ['PUT', `${R}/tags/${UNKNOWN_TAG}`, OVERSIZED],
  ['POST', `${R}/tags`, OVERSIZED],
  ['POST', `${R}/validate`, OVERSIZED],
  ['POST', `${R}/scans`, OVERSIZED_SCANS],
];

/** The tag a suite's cases aim at is the first seeded one; {TAG} in a URL is replaced with it. */
const CASES: BadRequest[] = [
  ...[`${R}/tags`, `${R}/statistics`, `${R}/supplies`, `${R}/analytics`].map(bodyOnGet),
  ...BODY_ENDPOINTS.flatMap(([method, url, oversized]): BadRequest[] => [
    {
      what: 'malformed JSON',
      method,
      url,
      body: '{"epcs": ',
      contentType: JSON_TYPE,
      status: 400,
      error: 'MALFORMED_JSON',
    },
    {
      what: 'an oversized body',
      method,
      url,
      body: oversized,
      contentType: JSON_TYPE,
      status: 413,
      error: 'PAYLOAD_TOO_LARGE',
    },
    {
      what: 'a form body',
      method,
      url,
      body: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
      error: 'UNSUPPORTED_MEDIA_TYPE',
    },
    json('an array of numbers', method, url, [1, 2], 400, 'VALIDATION_FAILED'),
  ]),
  // Listing.
  query('a page of 0', `${R}/tags?page=0`, 'page'),
  query('a page size over the cap', `${R}/tags?pageSize=1000`, 'pageSize'),
  query('an unknown status', `${R}/tags?status=stolen`, 'status'),
  query('a long search', `${R}/tags?search=${'x'.repeat(101)}`, 'at most 100 characters'),
  // Supplies.
  query('an unknown coverage', `${R}/supplies?coverage=maybe`, 'coverage must be one of with, without'),
  query('a long search', `${R}/supplies?search=${'x'.repeat(101)}`, 'at most 100 characters'),
  query('a page of 0', `${R}/supplies?page=0`, 'page'),
  query('a page size over the cap', `${R}/supplies?pageSize=201`, 'pageSize'),
  // Adding a tag.
  json('an item id "abc"', 'POST', `${R}/tags`, { itemId: 'abc' }, 400, 'VALIDATION_FAILED', 'itemId'),
  json('an item id 0', 'POST', `${R}/tags`, { itemId: 0 }, 400, 'VALIDATION_FAILED', 'itemId'),
  json('an item id 1.5', 'POST', `${R}/tags`, { itemId: 1.5 }, 400, 'VALIDATION_FAILED', 'itemId'),
  json('no item id', 'POST', `${R}/tags`, {}, 400, 'VALIDATION_FAILED', 'itemId'),
  json(
    'an unknown item',
    'POST',
    `${R}/tags`,
    { itemId: 999_999 },
    404,
    'NOT_FOUND',
    'No inventory item with id 999999',
  ),
  json(
    'an item that has a tag',
    'POST',
    `${R}/tags`,
    { itemId: '{ITEM}' },
    409,
    'CONFLICT',
    'already has RFID tag {TAG}',
  ),
  // Editing a tag.
  json(
    'a tag id that is not an EPC',
    'PUT',
    `${R}/tags/abc`,
    { status: 'active' },
    400,
    'VALIDATION_FAILED',
    '24 hexadecimal',
  ),
  json(
    'an unknown tag',
    'PUT',
    `${R}/tags/${UNKNOWN_TAG}`,
    { status: 'active' },
    404,
    'NOT_FOUND',
    'No RFID tag',
  ),
  json('no status', 'PUT', `${R}/tags/{TAG}`, { location: 'x' }, 400, 'VALIDATION_FAILED', 'status'),
  json(
    'an unknown status',
    'PUT',
    `${R}/tags/{TAG}`,
    { status: 'stolen' },
    400,
    'VALIDATION_FAILED',
    'status must be one of',
  ),
  json(
    'battery 101',
    'PUT',
    `${R}/tags/{TAG}`,
    { status: 'active', batteryLevel: 101 },
    400,
    'VALIDATION_FAILED',
    'batteryLevel',
  ),
  json(
    'battery -1',
    'PUT',
    `${R}/tags/{TAG}`,
    { status: 'active', batteryLevel: -1 },
    400,
    'VALIDATION_FAILED',
    'batteryLevel',
  ),
  json(
    'battery 50.5',
    'PUT',
    `${R}/tags/{TAG}`,
    { status: 'active', batteryLevel: 50.5 },
    400,
    'VALIDATION_FAILED',
    'batteryLevel',
  ),
  json(
    'battery "abc"',
    'PUT',
    `${R}/tags/{TAG}`,
    { status: 'active', batteryLevel: 'abc' },
    400,
    'VALIDATION_FAILED',
    'batteryLevel',
  ),
  json(
    'an unknown signal',
    'PUT',
    `${R}/tags/{TAG}`,
    { status: 'active', signalStrength: 'loud' },
    400,
    'VALIDATION_FAILED',
    'signalStrength',
  ),
  json(
    'a long location',
    'PUT',
    `${R}/tags/{TAG}`,
    { status: 'active', location: 'x'.repeat(121) },
    400,
    'VALIDATION_FAILED',
    'at most 120',
  ),
  json(
    'a changed tag id',
    'PUT',
    `${R}/tags/{TAG}`,
    { status: 'active', tagId: UNKNOWN_TAG },
    400,
    'VALIDATION_FAILED',
    'tag id is read-only',
  ),
  json(
    'a changed item name',
    'PUT',
    `${R}/tags/{TAG}`,
    { status: 'active', itemName: 'Renamed' },
    400,
    'VALIDATION_FAILED',
    'item name is read-only',
  ),
  // Validating.
  json('no epcs', 'POST', `${R}/validate`, {}, 400, 'VALIDATION_FAILED', 'epcs'),
  json('an empty list', 'POST', `${R}/validate`, { epcs: [] }, 400, 'VALIDATION_FAILED', 'at least one'),
  json(
    'a number for an EPC',
    'POST',
    `${R}/validate`,
    { epcs: [42] },
    400,
    'VALIDATION_FAILED',
    'must be a string',
  ),
  json(
    '1001 EPCs',
    'POST',
    `${R}/validate`,
    { epcs: Array(1001).fill(UNKNOWN_TAG) },
    400,
    'VALIDATION_FAILED',
    'at most 1000',
  ),
  // Scans.
  json('no events', 'POST', `${R}/scans`, { events: [] }, 400, 'VALIDATION_FAILED', 'at least one'),
  json(
    '10,001 events',
    'POST',
    `${R}/scans`,
    { events: Array(10_001).fill(event) },
    400,
    'VALIDATION_FAILED',
    'at most 10000',
  ),
  json(
    'an unknown signal',
    'POST',
    `${R}/scans`,
    { events: [{ ...event, signal: 'loud' }] },
    400,
    'VALIDATION_FAILED',
    'signal must be one of',
  ),
  json(
    'a time without zone',
    'POST',
    `${R}/scans`,
    { events: [{ ...event, time: '2026-05-01 09:30' }] },
    400,
    'VALIDATION_FAILED',
    'ISO 8601',
  ),
  json(
    'no location',
    'POST',
    `${R}/scans`,
    { events: [{ ...event, location: ' ' }] },
    400,
    'VALIDATION_FAILED',
    'location',
  ),
  json(
    'a long EPC',
    'POST',
    `${R}/scans`,
    { events: [{ ...event, epc: 'x'.repeat(101) }] },
    400,
    'VALIDATION_FAILED',
    'at most 100',
  ),
  // Routes that take no body.
  {
    what: 'a form body',
    method: 'POST',
    url: `${R}/assign`,
    body: 'a=1',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
    error: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    what: 'malformed JSON',
    method: 'POST',
    url: `${R}/check`,
    body: '{"a": ',
    contentType: JSON_TYPE,
    status: 400,
    error: 'MALFORMED_JSON',
  },
  {
    what: 'an unknown route',
    method: 'GET',
    url: `${R}/tags/${UNKNOWN_TAG}/history`,
    status: 404,
    error: 'NOT_FOUND',
  },
];

describeEachDatabase('bad input on the RFID endpoints', (get) => {
  let tag = '';
  let item = 0;
  it('has a seeded tag to aim at', async () => {
    const res = await callRfid(get().app, 'GET', '/tags?pageSize=1');
    tag = res.body.items[0].tagId;
    item = res.body.items[0].itemId;
    expect(tag).toMatch(/^[0-9A-F]{24}$/);
  });

  it.each(CASES)('$method $url with $what answers $status $error and changes nothing', async (c) => {
    const { app, db } = get();
    const fill = (text: string) => text.replace('{TAG}', tag).replace('"{ITEM}"', String(item));
    await expectRefused(app, db, {
      ...c,
      url: fill(c.url),
      ...(c.body === undefined ? {} : { body: fill(c.body) }),
      ...(c.message === undefined ? {} : { message: fill(c.message) }),
    });
  });
});
