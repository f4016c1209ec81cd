import {
  MEMORY_CAPTION_MAX_LENGTH,
  MEMORY_IMAGE_MAX_BYTES,
  SPEECH_TEXT_MAX_LENGTH,
} from '@careledger/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memories } from '../../../db/schema';
import type { FormPart } from '../../../lib/image-upload/multipart-body';
import { pixelBombPng, renderTextPng } from '../../../lib/image-upload/test-images';
import { describeEachDatabase } from '../../../test/databases';
import { makePatient } from '../memory-test-helpers';
import { type Answer, expectRefusal, speak, uploadImage } from './media-requests';

// Every way an upload or a reply to read aloud can be wrong: each refused with a 4xx that says why, storing
// nothing; none gets as far as OCR or speech.

type Case = [what: string, send: () => Promise<Answer>, status: number, error: string, message: string];

describeEachDatabase('bad uploads and bad text to read aloud', (get) => {
  it('refuses a bad upload with a 4xx that says why, storing nothing', async () => {
    const { app, db } = get();
    const patient = await makePatient(db);
    const userId = { name: 'userId', value: patient.id };
    const png = await renderTextPng(['x']);
    const send = (parts: FormPart[]) => () => uploadImage(app, parts);
    const post = (payload?: string | object, contentType?: string) => () =>
      app.inject({
        method: 'POST',
        url: '/api/memory/process-image',
        ...(payload === undefined ? {} : { payload }),
        headers: contentType ? { 'content-type': contentType } : {},
      });
    const tooBig = Buffer.concat([png, Buffer.alloc(MEMORY_IMAGE_MAX_BYTES + 1 - png.length)]);
    const cases: Case[] = [
      [
        'a text file named .png',
        send([userId, { name: 'image', file: Buffer.from('milk, eggs, bread'), filename: 'list.png' }]),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send a PNG, JPEG, GIF, BMP or WebP image.',
      ],
      [
        'a truncated PNG',
        send([userId, { name: 'image', file: png.subarray(0, Math.floor(png.length / 2)) }]),
        422,
        'VALIDATION_FAILED',
        'damaged or incomplete',
      ],
      [
        'a PNG header claiming 20000 × 20000 pixels',
        send([userId, { name: 'image', file: pixelBombPng(20_000, 20_000) }]),
        422,
        'VALIDATION_FAILED',
        '20000 × 20000 pixels, more than the limit of 40 megapixels',
      ],
      [
        'a file one byte over the limit (stopped by the form reader)',
        send([userId, { name: 'image', file: tooBig }]),
        413,
        'PAYLOAD_TOO_LARGE',
        'larger than 10 MB',
      ],
      [
        'a body declared far over the limit (stopped before it is read)',
        send([userId, { name: 'image', file: Buffer.alloc(MEMORY_IMAGE_MAX_BYTES + 200_000) }]),
        413,
        'PAYLOAD_TOO_LARGE',
        'larger than 10 MB',
      ],
      ['no image', send([userId, { name: 'caption', value: 'Lost it' }]), 400, 'VALIDATION_FAILED', 'image:'],
      [
        'the image as a text field',
        send([userId, { name: 'image', value: 'data:image/png;base64,iVBOR' }]),
        400,
        'VALIDATION_FAILED',
        'Attach the picture as the file field "image"',
      ],
      [
        'two images',
        send([userId, { name: 'image', file: png }, { name: 'image2', file: png }]),
        400,
        'VALIDATION_FAILED',
        'Send one picture per request',
      ],
      [
        'an unknown field',
        send([userId, { name: 'user_id', value: patient.id }, { name: 'image', file: png }]),
        400,
        'VALIDATION_FAILED',
        'unknown field "user_id"',
      ],
      [
        'userId twice',
        send([userId, userId, { name: 'image', file: png }]),
        400,
        'VALIDATION_FAILED',
        'userId',
      ],
      [
        'a caption over the limit',
        send([
          userId,
          { name: 'caption', value: 'a'.repeat(MEMORY_CAPTION_MAX_LENGTH + 1) },
          { name: 'image', file: png },
        ]),
        400,
        'VALIDATION_FAILED',
        `at most ${MEMORY_CAPTION_MAX_LENGTH} characters`,
      ],
      [
        'a userId that is not an id',
        send([
          { name: 'userId', value: 'me' },
          { name: 'image', file: png },
        ]),
        400,
        'VALIDATION_FAILED',
        "userId is the id of a patient's account",
      ],
      ['a JSON body', post({ userId: patient.id }), 400, 'BAD_REQUEST', 'not valid multipart/form-data'],
      [
        'no body',
        post(),
        400,
        'VALIDATION_FAILED',
        'Send a multipart/form-data body with the fields userId and caption (optional) and the file image.',
      ],
      [
        'multipart without a boundary',
        post('userId=1', 'multipart/form-data'),
        400,
        'BAD_REQUEST',
        'not valid multipart/form-data',
      ],
      [
        'a urlencoded form',
        post('userId=1', 'application/x-www-form-urlencoded'),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        '',
      ],
    ];
    for (const [what, request, status, error, message] of cases) {
      await expectRefusal(app, request, status, error, message).catch((failure: Error) => {
        throw new Error(`${what}: ${failure.message}`);
      });
    }
    expect(await db.select().from(memories).where(eq(memories.patientId, patient.id))).toEqual([]);
  });

  it('refuses empty, blank, over-long or unknown speech input with 400', async () => {
    const { app } = get();
    const cases: Case[] = [
      [
        'empty text',
        () => speak(app, { text: '' }),
        400,
        'VALIDATION_FAILED',
        'The text to read aloud is empty',
      ],
      ['blank text', () => speak(app, { text: '  \n ' }), 400, 'VALIDATION_FAILED', 'is empty'],
      [
        'text over the limit',
        () => speak(app, { text: 'a'.repeat(SPEECH_TEXT_MAX_LENGTH + 1) }),
        400,
        'VALIDATION_FAILED',
        `at most ${SPEECH_TEXT_MAX_LENGTH} characters`,
      ],
      ['no text', () => speak(app, {}), 400, 'VALIDATION_FAILED', 'text'],
      ['a number', () => speak(app, { text: 42 }), 400, 'VALIDATION_FAILED', 'text'],
      [
        'an unknown field',
        () => speak(app, { text: 'Hi', voice: 'en' }),
        400,
        'VALIDATION_FAILED',
        'unknown field "voice"',
      ],
    ];
    for (const [what, request, status, error, message] of cases) {
      await expectRefusal(app, request, status, error, message).catch((failure: Error) => {
        throw new Error(`${what}: ${failure.message}`);
      });
    }
  });
});
