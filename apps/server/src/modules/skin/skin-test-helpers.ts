import { type AccountRole, apiErrorSchema, ERROR_KEYS, SESSION_COOKIE } from '@careledger/shared';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { type FormPart, multipartBody } from '../../lib/image-upload/multipart-body';
import { databaseFingerprint } from '../../test/snapshot';
import { createAccount, createSession } from '../auth';
import type { RgbImage } from './analysis';

// What the skin suites share (test support only): photos drawn by the analysis' synthetic painters encoded as
// a phone would send them, accounts with sessions, and the upload as a browser sends it.

/** A drawn photo as PNG or JPEG bytes. */
export function encodePhoto(image: RgbImage, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const photo = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });
  return (format === 'png' ? photo.png() : photo.jpeg({ quality: 92 })).toBuffer();
}

let made = 0;
/** A fresh account of this role and the Cookie header of a session of its own. */
export async function accountWithSession(
  db: Database,
  role: AccountRole | 'user',
): Promise<{ id: string; cookie: string }> {
  made += 1;
  const account = await createAccount({
    db,
    account: {
      name: `Skin ${role} ${made}`,
      email: `skin-${role}-${made}-${Date.now()}@careledger.test`,
      role,
      passwordHash: null,
    },
  });
  const { token } = await createSession({
    db,
    accountId: account.id,
    stage: 'active',
    client: { address: '127.0.0.1', userAgent: 'vitest' },
  });
  return { id: account.id, cookie: `${SESSION_COOKIE}=${token}` };
}

/** The form fields of an analysis, as text, with the photo as the file `image`. */
export function analysisForm(
  fields: Record<string, string>,
  photo: Buffer | undefined,
  file: { filename?: string; contentType?: string } = {},
): FormPart[] {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (photo) {
    parts.push({
      name: 'image',
      file: photo,
      filename: file.filename ?? 'lesion.png',
      contentType: file.contentType ?? 'image/png',
    });
  }
  return parts;
}

/** POST an analysis form (basic or enhanced) as the caller whose Cookie is given (the suite's admin if none). */
export function postAnalysis(
  app: App,
  parts: readonly FormPart[],
  options: { enhanced?: boolean; cookie?: string } = {},
) {
  const { payload, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: options.enhanced ? '/api/enhanced-skin-analysis' : '/api/skin-analysis',
    payload,
    headers: {
      'content-type': contentType,
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
    },
  });
}

/** What the suites read of an injected answer. */
type Answer = Awaited<ReturnType<typeof postAnalysis>>;

/** Sends a request that must be refused: its status, error code and message, and a database left as it was. */
export async function expectRefusal(
  app: App,
  send: () => Promise<Answer>,
  expected: { status: number; error: string; message: string },
): Promise<void> {
  const before = await databaseFingerprint(app.db);
  const res = await send();
  expect(res.statusCode, res.body).toBe(expected.status);
  const body = apiErrorSchema.parse(res.json());
  expect(body.error).toBe(expected.error);
  expect(body.message).toContain(expected.message);
  if (body.messageKey !== undefined) expect(ERROR_KEYS).toContain(body.messageKey);
  expect(await databaseFingerprint(app.db)).toEqual(before);
}
