import { apiErrorSchema, ERROR_KEYS, type ErrorText } from '@careledger/shared';
import { expect } from 'vitest';
import { z } from 'zod';
import type { App } from '../app';
import type { Database } from '../db/client';
import { renderErrorText } from '../lib/messages';
import { databaseFingerprint } from './snapshot';

// The bad-input suites: each case is a request that must be refused with a 4xx `{ error, message }` naming
// the problem, leaving the database exactly as it was.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface BadRequest {
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

export const JSON_TYPE = 'application/json';

/** A bad request whose body is `value` sent as JSON. */
export function json(
  what: string,
  method: Method,
  url: string,
  value: unknown,
  status: number,
  error: string,
  message?: string,
): BadRequest {
  return { what, method, url, body: JSON.stringify(value), contentType: JSON_TYPE, status, error, message };
}

/** A GET takes no body: one sent, here malformed JSON, is refused rather than ignored. */
export function bodyOnGet(url: string): BadRequest {
  return {
    what: 'a malformed JSON body',
    method: 'GET',
    url,
    body: '{"oops',
    contentType: JSON_TYPE,
    status: 400,
    error: 'BAD_REQUEST',
  };
}

/** Sends the request and checks the refusal and the untouched database. */
export async function expectRefused(app: App, db: Database, c: BadRequest): Promise<void> {
  const before = await databaseFingerprint(db);
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
  // A sentence from the catalogue comes with its key and params, so a client can word it in its reader's
  // language; rendered again in English, they give the message. Errors the server words itself always do.
  if (!['VALIDATION_FAILED', 'BAD_REQUEST'].includes(body.error)) expect(body.messageKey).toBeDefined();
  if (body.messageKey !== undefined) {
    expect(ERROR_KEYS).toContain(body.messageKey);
    expect(renderErrorText({ key: body.messageKey, params: body.params ?? {} } as ErrorText)).toBe(
      body.message,
    );
  }
  expect(await databaseFingerprint(db)).toEqual(before);
}
