import { SKIN_IMAGE_MAX_BYTES } from '@careledger/shared';
import { expect, it } from 'vitest';
import { skinAnalyses } from '../../db/schema';
import type { FormPart } from '../../lib/image-upload/multipart-body';
import { pixelBombPng } from '../../lib/image-upload/test-images';
import { describeEachDatabase } from '../../test/databases';
import { drawDisc } from './analysis/synthetic';
import {
  accountWithSession,
  analysisForm,
  encodePhoto,
  expectRefusal,
  postAnalysis,
} from './skin-test-helpers';

// Every way a skin analysis request can be wrong: each refused with a 4xx that says why, storing nothing; none
// gets as far as the analysis.

describeEachDatabase('bad skin analysis requests', (get) => {
  it('refuses a bad photo or a bad field with a 4xx that says why, storing nothing', async () => {
    const { app, db } = get();
    const patient = await accountWithSession(db, 'user');
    const photo = await encodePhoto(drawDisc({ size: 200, radius: 40 }));
    const jpeg = await encodePhoto(drawDisc({ size: 200, radius: 40 }), 'jpeg');
    const send =
      (parts: FormPart[], enhanced = false) =>
      () =>
        postAnalysis(app, parts, { cookie: patient.cookie, enhanced });
    const form = (fields: Record<string, string>, file: Buffer | undefined = photo, filename?: string) =>
      analysisForm({ userId: patient.id, ...fields }, file, filename ? { filename } : {});
    const post = (payload?: string | object, contentType?: string) => () =>
      app.inject({
        method: 'POST',
        url: '/api/skin-analysis',
        ...(payload === undefined ? {} : { payload }),
        headers: { cookie: patient.cookie, ...(contentType ? { 'content-type': contentType } : {}) },
      });
    const tooBig = Buffer.concat([photo, Buffer.alloc(SKIN_IMAGE_MAX_BYTES + 1 - photo.length)]);
    const cases: [string, () => ReturnType<ReturnType<typeof send>>, number, string, string][] = [
      [
        'not an image',
        send(form({}, Buffer.from('%PDF-1.7 a scan'), 'scan.pdf')),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send a PNG, JPEG, GIF, BMP or WebP image.',
      ],
      [
        'a text file named .jpg',
        send(form({}, Buffer.from('not a photo at all'), 'mole.jpg')),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'not a picture',
      ],
      [
        'a truncated JPEG',
        send(form({}, jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'mole.jpg')),
        422,
        'VALIDATION_FAILED',
        'damaged or incomplete',
      ],
      [
        'a truncated PNG (enhanced)',
        send(form({}, photo.subarray(0, Math.floor(photo.length / 2))), true),
        422,
        'VALIDATION_FAILED',
        'damaged or incomplete',
      ],
      [
        'a PNG header claiming 10000 × 10000 pixels',
        send(form({}, pixelBombPng(10_000, 10_000))),
        422,
        'VALIDATION_FAILED',
        '10000 × 10000 pixels, more than the limit of 50 megapixels',
      ],
      [
        'a file one byte over the limit',
        send(form({}, tooBig)),
        413,
        'PAYLOAD_TOO_LARGE',
        'larger than 15 MB',
      ],
      [
        'a body declared far over the limit',
        send(form({}, Buffer.alloc(SKIN_IMAGE_MAX_BYTES + 200_000))),
        413,
        'PAYLOAD_TOO_LARGE',
        'larger than 15 MB',
      ],
      ['no image', send(analysisForm({ userId: patient.id }, undefined)), 400, 'VALIDATION_FAILED', 'image'],
      [
        'skin type VII',
        send(form({ skinType: 'VII' })),
        400,
        'VALIDATION_FAILED',
        'skinType is a Fitzpatrick type: I, II, III, IV, V or VI.',
      ],
      ['skin type 3', send(form({ skinType: '3' })), 400, 'VALIDATION_FAILED', 'Fitzpatrick type'],
      [
        'body part elbow',
        send(form({ bodyPart: 'elbow' })),
        400,
        'VALIDATION_FAILED',
        'bodyPart is one of face, neck, chest',
      ],
      [
        'negative weeks',
        send(form({ hasEvolved: 'true', evolutionWeeks: '-2' })),
        400,
        'VALIDATION_FAILED',
        'evolutionWeeks is a whole number from 0',
      ],
      [
        'weeks that are not a number',
        send(form({ evolutionWeeks: 'six' })),
        400,
        'VALIDATION_FAILED',
        'evolutionWeeks is a whole number',
      ],
      [
        'hasEvolved "yes"',
        send(form({ hasEvolved: 'yes' })),
        400,
        'VALIDATION_FAILED',
        'hasEvolved is "true" or "false"',
      ],
      [
        'a field of view of 1 mm',
        send(form({ fieldOfViewMm: '1' })),
        400,
        'VALIDATION_FAILED',
        'fieldOfViewMm is from 5 to 500 mm',
      ],
      [
        'an unknown field',
        send(form({ user_id: patient.id })),
        400,
        'VALIDATION_FAILED',
        'unknown field "user_id"',
      ],
      [
        'two photos',
        send([...form({}), { name: 'image2', file: photo }]),
        400,
        'VALIDATION_FAILED',
        'Send one photo per analysis',
      ],
      [
        'a userId that is not an id',
        send(analysisForm({ userId: 'demo-user' }, photo)),
        400,
        'VALIDATION_FAILED',
        'userId is the id of the patient',
      ],
      ['a JSON body', post({ userId: patient.id }), 400, 'BAD_REQUEST', 'not valid multipart/form-data'],
      ['no body', post(), 400, 'VALIDATION_FAILED', 'Send a multipart/form-data body with the fields userId'],
      [
        'multipart without a boundary',
        post('userId=1', 'multipart/form-data'),
        400,
        'BAD_REQUEST',
        'not valid multipart/form-data',
      ],
    ];
    for (const [what, request, status, error, message] of cases) {
      await expectRefusal(app, request, { status, error, message }).catch((failure: Error) => {
        throw new Error(`${what}: ${failure.message}`);
      });
    }
    expect(await db.select().from(skinAnalyses)).toEqual([]);
  });

  it('refuses a bad history query or analysis id with a 400 that says why', async () => {
    const { app, db } = get();
    const patient = await accountWithSession(db, 'user');
    const get_ = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: patient.cookie } });
    const noUser = await get_('/api/skin-analysis/history');
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().message).toMatch(/userId/);
    const badPart = await get_(`/api/skin-analysis/history?userId=${patient.id}&bodyPart=elbow`);
    expect(badPart.statusCode).toBe(400);
    expect(badPart.json().message).toMatch(/bodyPart is one of/);
    const badId = await get_('/api/skin-analysis/42/overlay');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/analysis id is a UUID/);
  });
});
