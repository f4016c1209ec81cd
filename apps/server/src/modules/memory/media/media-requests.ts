import { apiErrorSchema, ERROR_KEYS } from '@careledger/shared';
import { expect } from 'vitest';
import type { App } from '../../../app';
import { type FormPart, multipartBody } from '../../../lib/image-upload/multipart-body';
import { databaseFingerprint } from '../../../test/snapshot';

// Requests the media route suites share (test support only): an upload as a browser sends it, a reply to read
// aloud, and the check that a refusal says why and leaves the database as it was.

/** What the suites read of an injected answer. */
export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  json: () => unknown;
}

/** POST /api/memory/process-image with a multipart form of these parts, as the caller whose Cookie is given. */
export function uploadImage(app: App, parts: readonly FormPart[], cookie?: string): Promise<Answer> {
  const { payload, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/memory/process-image',
    payload,
    headers: { 'content-type': contentType, ...(cookie === undefined ? {} : { cookie }) },
  });
}

/** POST /api/memory/text-to-speech with this JSON body. */
export function speak(app: App, body: unknown): Promise<Answer> {
  return app.inject({ method: 'POST', url: '/api/memory/text-to-speech', payload: body as object });
}

/** Sends a request that must be refused: its status, error code and message, and a database left as it was. */
export async function expectRefusal(
  app: App,
  send: () => Promise<Answer>,
  status: number,
  error: string,
  message: string,
): Promise<void> {
  const before = await databaseFingerprint(app.db);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  const body = apiErrorSchema.strict().parse(res.json());
  expect(body.error).toBe(error);
  expect(body.message).toContain(message);
  if (body.messageKey !== undefined) expect(ERROR_KEYS).toContain(body.messageKey);
  expect(await databaseFingerprint(app.db)).toEqual(before);
}
