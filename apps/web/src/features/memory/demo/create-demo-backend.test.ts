import { NO_MEMORY_ANSWER } from '@careledger/shared/memory';
import { describe, expect, it, vi } from 'vitest';
import { createDemoBackend, DEMO_PATIENT_ID } from './create-demo-backend';
import {
  DEMO_IMAGE_NEEDS_CAPTION,
  DEMO_INVALID_INPUT,
  DEMO_NO_USER_ID,
  DemoMemoryError,
} from './demo-memory-error';
import { DEMO_SAMPLE_MEMORIES } from './sample-memories';

// Wednesday 12 March 2025, 3 pm, in the machine's own zone (the demo reads the browser's).
const NOW = new Date(2025, 2, 12, 15, 0);
const SAMPLE_COUNT = DEMO_SAMPLE_MEMORIES.length;
const photo = (type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], 'card.png', { type });
const demo = () => createDemoBackend({ now: () => NOW });

describe('createDemoBackend', () => {
  it('is the demo mode, answers the status check at once and cannot speak', async () => {
    const backend = demo();
    expect(backend.mode).toBe('demo');
    await expect(backend.checkStatus()).resolves.toBeUndefined();
    expect(backend.speak).toBeUndefined();
  });

  it('analyses the samples on the first call, not when built', async () => {
    const now = vi.fn(() => NOW);
    const backend = createDemoBackend({ now });
    await backend.checkStatus();
    expect(now).not.toHaveBeenCalled();
    await backend.history(DEMO_PATIENT_ID);
    expect(now).toHaveBeenCalled();
  });

  it('keeps each backend its own state', async () => {
    const first = demo();
    await first.processText(DEMO_PATIENT_ID, 'I planted tulips in the front garden.');
    const second = demo();
    expect(await first.history(DEMO_PATIENT_ID)).toHaveLength(
      (await second.history(DEMO_PATIENT_ID)).length + 2,
    );
  });
});

describe('history', () => {
  it('holds the samples, oldest first, with increasing ids; an image sample has only its AI entry', async () => {
    const history = await demo().history(DEMO_PATIENT_ID);
    const images = DEMO_SAMPLE_MEMORIES.filter((sample) => sample.kind === 'image').length;
    expect(history).toHaveLength(2 * SAMPLE_COUNT - images);
    const ids = [...new Set(history.map((entry) => entry.memoryId))];
    expect(ids).toEqual(Array.from({ length: SAMPLE_COUNT }, (_, index) => index + 1));
    const times = history.map((entry) => Date.parse(entry.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const image = history.find((entry) => entry.kind === 'image');
    expect(history.filter((entry) => entry.memoryId === image?.memoryId)).toEqual([image]);
    expect(image).toMatchObject({ type: 'ai', enteredBy: null });
  });
});

describe('processText', () => {
  it('analyses the text and returns the two new entries under the next id, with no alert', async () => {
    const backend = demo();
    const reply = await backend.processText(DEMO_PATIENT_ID, 'I fell over in the kitchen and hurt my wrist.');
    expect(reply).toMatchObject({
      memoryId: SAMPLE_COUNT + 1,
      urgencyLevel: 'high',
      sentiment: 'negative',
      alertId: null,
      imageText: null,
      ocrConfidence: null,
    });
    expect(reply.urgencyReasons.map((reason) => reason.code)).toContain('fall');
    expect(reply.entries.map((entry) => [entry.id, entry.type])).toEqual([
      [`${SAMPLE_COUNT + 1}-user`, 'user'],
      [`${SAMPLE_COUNT + 1}-ai`, 'ai'],
    ]);
    expect(reply.entries[0]).toMatchObject({
      content: 'I fell over in the kitchen and hurt my wrist.',
      analysis: null,
    });
    expect(reply.entries[1]).toMatchObject({ content: reply.summary, timestamp: NOW.toISOString() });
    expect((await backend.history(DEMO_PATIENT_ID)).slice(-2)).toEqual(reply.entries);
  });

  it('makes what was told answerable', async () => {
    const backend = demo();
    expect((await backend.query(DEMO_PATIENT_ID, 'Where is my passport?')).found).toBe(false);
    await backend.processText(DEMO_PATIENT_ID, 'I put my passport in the red folder in the bedroom drawer.');
    const reply = await backend.query(DEMO_PATIENT_ID, 'Where is my passport?');
    expect(reply.found).toBe(true);
    expect(reply.answer).toContain('red folder');
    expect(reply.sources[0]?.memoryId).toBe(SAMPLE_COUNT + 1);
  });

  it('refuses blank and over-long text with the API sentence', async () => {
    const backend = demo();
    await expect(backend.processText(DEMO_PATIENT_ID, '   ')).rejects.toThrow(
      'The message is empty: write something first.',
    );
    await expect(backend.processText(DEMO_PATIENT_ID, 'a'.repeat(4001))).rejects.toMatchObject({
      code: DEMO_INVALID_INPUT,
      message: 'The message is at most 4000 characters.',
    });
  });
});

describe('processImage', () => {
  it('analyses the caption only and returns a single AI entry', async () => {
    const backend = demo();
    const reply = await backend.processImage(
      DEMO_PATIENT_ID,
      photo(),
      'My granddaughter Amy at her graduation.',
    );
    expect(reply).toMatchObject({
      memoryId: SAMPLE_COUNT + 1,
      imageText: null,
      ocrConfidence: null,
      alertId: null,
    });
    expect(reply.entries).toHaveLength(1);
    expect(reply.entries[0]).toMatchObject({ type: 'ai', kind: 'image', content: reply.summary });
    expect(reply.summary).toContain('graduation');
    const answer = await backend.query(DEMO_PATIENT_ID, 'Who had a graduation?');
    expect(answer.answer).toContain('Amy');
  });

  it.each(['', '   '])(
    'refuses an image with the caption %j: the demo cannot read photos',
    async (caption) => {
      const backend = demo();
      const refusal = backend.processImage(DEMO_PATIENT_ID, photo(), caption);
      await expect(refusal).rejects.toBeInstanceOf(DemoMemoryError);
      await expect(refusal).rejects.toMatchObject({
        code: DEMO_IMAGE_NEEDS_CAPTION,
        message: 'The demo cannot read the words in a photo. Add a caption that says what the photo shows.',
      });
      expect(await backend.history(DEMO_PATIENT_ID)).toHaveLength(
        (await demo().history(DEMO_PATIENT_ID)).length,
      );
    },
  );

  it('refuses a file that is not an image', async () => {
    await expect(
      demo().processImage(DEMO_PATIENT_ID, photo('application/pdf'), 'A letter'),
    ).rejects.toMatchObject({
      code: DEMO_INVALID_INPUT,
      message: 'Choose an image file: PNG, JPEG, GIF, BMP or WebP.',
    });
  });
});

describe('query', () => {
  it('answers from the samples with numeric source ids', async () => {
    const reply = await demo().query(DEMO_PATIENT_ID, 'Where did I put my reading glasses?');
    expect(reply).toMatchObject({ found: true, questionType: 'where', timeRange: null });
    expect(reply.answer).toMatch(/^In the blue case on the hall table\./);
    expect(reply.sources[0]).toMatchObject({
      memoryId: expect.any(Number),
      text: 'I put my reading glasses in the blue case on the hall table.',
    });
  });

  it('says it has no memory of something never told', async () => {
    const reply = await demo().query(DEMO_PATIENT_ID, 'Who is my lawyer?');
    expect(reply).toMatchObject({ answer: NO_MEMORY_ANSWER, found: false, sources: [] });
  });

  it('reads "yesterday" against the injected clock', async () => {
    let now = NOW;
    const backend = createDemoBackend({ now: () => now });
    const asked = await backend.query(DEMO_PATIENT_ID, 'What did I do yesterday?');
    expect(asked.timeRange).toMatchObject({
      start: new Date(2025, 2, 11).toISOString(),
      end: new Date(2025, 2, 12).toISOString(),
      phrase: 'yesterday',
    });
    expect(asked.answer).toContain('walked to the park');

    // A day later the same question is about what was told today.
    now = new Date(2025, 2, 13, 15, 0);
    const nextDay = await backend.query(DEMO_PATIENT_ID, 'What did I do yesterday?');
    expect(nextDay.answer).toContain('order more amlodipine');
    expect(nextDay.answer).not.toContain('walked to the park');
    // The two samples told "today" at first, the last two ids.
    expect(nextDay.sources.map((source) => source.memoryId)).toEqual([SAMPLE_COUNT - 1, SAMPLE_COUNT]);
  });

  it('refuses a blank question', async () => {
    await expect(demo().query(DEMO_PATIENT_ID, ' ')).rejects.toThrow(
      'The question is empty: write something first.',
    );
  });
});

describe('user ids', () => {
  const backend = demo();
  const calls: [string, (userId: string) => Promise<unknown>][] = [
    ['history', (userId) => backend.history(userId)],
    ['processText', (userId) => backend.processText(userId, 'Hello')],
    ['processImage', (userId) => backend.processImage(userId, photo(), 'A photo')],
    ['query', (userId) => backend.query(userId, 'Where are my glasses?')],
    ['tasks', (userId) => backend.tasks(userId)],
    ['completeTask', (userId) => backend.completeTask(userId, 1)],
    ['report', (userId) => backend.report(userId, 3)],
    [
      'createTask',
      (userId) =>
        backend.createTask({
          patientId: userId,
          summary: 'Tea',
          startDate: '2025-03-12',
          endDate: '2025-03-12',
        }),
    ],
  ];

  it.each(calls)('%s without a user id says "No user ID set"', async (_, call) => {
    await expect(call('')).rejects.toMatchObject({ code: DEMO_NO_USER_ID, message: 'No user ID set' });
  });

  it.each(calls)('%s refuses a user id that is not a patient account id', async (_, call) => {
    await expect(call('demo-user')).rejects.toMatchObject({
      code: DEMO_INVALID_INPUT,
      message: "userId is the id of a patient's account (for example the demo patient's).",
    });
  });
});
