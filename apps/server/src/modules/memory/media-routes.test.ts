import { memoryHistorySchema, processMemoryResponseSchema } from '@careledger/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { memories } from '../../db/schema';
import { multipartBody } from '../../lib/image-upload/multipart-body';
import { plainImage, renderTextPng } from '../../lib/image-upload/test-images';
import { signInAs } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';
import { expectRefusal, speak, uploadImage } from './media/media-requests';
import { readWav } from './media/wav-header';
import { callMemory, makePatient } from './memory-test-helpers';

// The media routes end to end: a picture read by OCR and remembered, a reply read aloud, who may call them and
// how the OpenAPI document shows them. Bad uploads are in media/bad-upload.test.ts. OCR calls are few (the
// worker is shared, one image at a time) and get a generous timeout.

const OCR_TIMEOUT = 120_000;

describeEachDatabase(
  'pictures and spoken replies (POST /api/memory/process-image, /text-to-speech)',
  (get) => {
    it(
      'reads the text of a picture, remembers it with the caption, and the history shows it',
      async () => {
        const { app, db } = get();
        const patient = await makePatient(db);
        expect((await callMemory(app, 'GET', '')).body.ocrReady).toBe(false);
        const image = await renderTextPng(['Dentist appointment', 'Tuesday at ten']);
        const res = await uploadImage(app, [
          { name: 'userId', value: patient.id },
          { name: 'caption', value: 'A note on the fridge' },
          { name: 'image', file: image, filename: 'note.png' },
        ]);
        expect(res.statusCode, res.body).toBe(200);
        const told = processMemoryResponseSchema.parse(res.json());
        expect(told.imageText).toMatch(/Dentist appointment/i);
        expect(told.imageText).toMatch(/Tuesday/i);
        expect(told.ocrConfidence).toBeGreaterThan(60);
        expect(told.entries.map((entry) => [entry.type, entry.kind])).toEqual([['ai', 'image']]);
        expect((await callMemory(app, 'GET', '')).body.ocrReady).toBe(true);

        const [stored] = await db.select().from(memories).where(eq(memories.id, told.memoryId));
        expect(stored).toMatchObject({
          patientId: patient.id,
          kind: 'image',
          caption: 'A note on the fridge',
        });
        expect(stored?.text).toMatch(/^A note on the fridge\.\nDentist appointment/i);
        expect(stored?.imageText).toBe(told.imageText);
        const history = memoryHistorySchema.parse(
          (await callMemory(app, 'GET', `/history/${patient.id}`)).body,
        );
        expect(history.entries).toEqual(told.entries);
      },
      OCR_TIMEOUT,
    );

    it(
      'reads a phone photo the right way up (EXIF orientation), with no caption',
      async () => {
        const { app, db } = get();
        const patient = await makePatient(db);
        // Stored turned a quarter left, tagged "turn 90° clockwise to view", as a phone held sideways writes it.
        const upright = await renderTextPng(['Pharmacy closes at six']);
        const photo = await sharp(upright)
          .rotate(270)
          .jpeg({ quality: 92 })
          .withMetadata({ orientation: 6 })
          .toBuffer();
        const res = await uploadImage(app, [
          { name: 'userId', value: patient.id },
          { name: 'image', file: photo, filename: 'IMG_0042.jpg', contentType: 'image/jpeg' },
        ]);
        expect(res.statusCode, res.body).toBe(200);
        const told = processMemoryResponseSchema.parse(res.json());
        expect(told.imageText).toMatch(/Pharmacy closes/i);
        const [stored] = await db.select().from(memories).where(eq(memories.id, told.memoryId));
        expect(stored).toMatchObject({ caption: null, text: told.imageText });
      },
      OCR_TIMEOUT,
    );

    it(
      'refuses a picture with no text and no caption (422), and remembers one with a caption',
      async () => {
        const { app, db } = get();
        const patient = await makePatient(db);
        const blank = await plainImage('png', { width: 400, height: 300 });
        await expectRefusal(
          app,
          () =>
            uploadImage(app, [
              { name: 'userId', value: patient.id },
              { name: 'image', file: blank },
            ]),
          422,
          'VALIDATION_FAILED',
          'No text could be read from the image; add a caption',
        );
        const res = await uploadImage(app, [
          { name: 'userId', value: patient.id },
          { name: 'caption', value: 'Our garden in May' },
          { name: 'image', file: blank },
        ]);
        expect(res.statusCode, res.body).toBe(200);
        const told = processMemoryResponseSchema.parse(res.json());
        expect(told.imageText).toBe('');
        const [stored] = await db.select().from(memories).where(eq(memories.id, told.memoryId));
        expect(stored).toMatchObject({ text: 'Our garden in May', caption: 'Our garden in May' });
      },
      OCR_TIMEOUT,
    );

    it('lets a patient show pictures only for themselves, and nobody without a session', async () => {
      const { app, db } = get();
      const parts = [
        { name: 'userId', value: (await makePatient(db)).id },
        { name: 'image', file: await plainImage('png') },
      ];
      const asPatient = await signInAs(app, 'user');
      await expectRefusal(
        app,
        () => uploadImage(app, parts, asPatient),
        403,
        'FORBIDDEN',
        'only for yourself',
      );
      await expectRefusal(app, () => uploadImage(app, parts, ''), 401, 'UNAUTHENTICATED', 'Sign in');
    });

    it('keeps multipart bodies to the image route: elsewhere they stay a 415', async () => {
      const { app, db } = get();
      const patient = await makePatient(db);
      const { payload, contentType } = multipartBody([
        { name: 'userId', value: patient.id },
        { name: 'text', value: 'Hi' },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/memory/process-text',
        payload,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode).toBe(415);
    });

    it('reads a reply aloud as audio/wav', async () => {
      const res = await speak(get().app, { text: 'You told me your glasses are in the kitchen drawer.' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/wav');
      const wav = readWav(res.rawPayload);
      expect(wav.format).toMatchObject({ audioFormat: 1, channels: 1, bitsPerSample: 16 });
      expect(wav.seconds).toBeGreaterThan(1);
    }, 60_000);

    it('describes both routes in the OpenAPI document, the upload as a multipart form with a binary file', async () => {
      const document = (await get().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const upload = document.paths['/api/memory/process-image'].post;
      expect(upload['x-access']).toBe('memory.use');
      expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
      const form = upload.requestBody.content['multipart/form-data'].schema;
      expect(form.properties.image).toMatchObject({ type: 'string', format: 'binary' });
      expect(form.properties.userId).toMatchObject({ type: 'string', format: 'uuid' });
      expect(form.required).toEqual(expect.arrayContaining(['userId', 'image']));
      expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['200', '413', '415', '422']));
      const speech = document.paths['/api/memory/text-to-speech'].post;
      expect(speech['x-access']).toBe('memory.use');
      expect(speech.responses['200'].content['audio/wav'].schema).toMatchObject({
        type: 'string',
        format: 'binary',
      });
    });
  },
);
