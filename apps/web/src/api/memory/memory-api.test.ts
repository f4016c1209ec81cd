import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { setUpI18n } from '@/testing/i18n';
import { json, stubApi } from '@/testing/stub-api';
import { completeMemoryTask } from './complete-memory-task';
import { createMemoryTask } from './create-memory-task';
import { getMemoryHistory } from './get-memory-history';
import { getMemoryPatients } from './get-memory-patients';
import { getMemoryReport } from './get-memory-report';
import { getMemoryTasks } from './get-memory-tasks';
import { processMemoryImage } from './process-memory-image';
import { processMemoryText } from './process-memory-text';
import { queryMemories } from './query-memories';
import { speakText } from './speak-text';

const USER = '00000000-0000-4000-8000-0000000000aa';
const analysis = {
  summary: 'Tea with Joan.',
  importanceScore: 0.4,
  sentiment: 'positive',
  sentimentScore: 0.5,
  urgencyLevel: 'normal',
  urgencyReasons: [],
  topics: ['tea'],
  actionItems: [],
  entities: { people: [], places: [], medicines: [], dates: [] },
};
const aiEntry = {
  id: '3-ai',
  memoryId: 3,
  timestamp: '2026-11-20T14:05:00.000Z',
  type: 'ai',
  kind: 'text',
  content: 'Tea with Joan.',
  analysis,
  enteredBy: null,
};
const processedBody = {
  ...analysis,
  memoryId: 3,
  entries: [aiEntry],
  alertId: null,
  imageText: null,
  ocrConfidence: null,
};
const taskBody = {
  taskId: 5,
  patientId: USER,
  summary: 'Physiotherapy',
  description: '',
  startDate: '2026-11-21',
  endDate: '2026-11-21',
  completed: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  completedAt: null,
  priority: 'high',
  sourceMemoryId: null,
};

/** The one request a call made: its URL, method and body. */
function sent(fetch: ReturnType<typeof stubApi>) {
  const [url, init] = fetch.mock.calls.at(-1) ?? [];
  return { url: String(url), method: init?.method ?? 'GET', body: init?.body };
}

describe('memory API calls', () => {
  beforeAll(setUpI18n);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the patients, the history, the tasks and the 3-day report', async () => {
    const fetch = stubApi({
      '/api/memory/patients': [{ id: USER, name: 'Margaret' }],
      [`/api/memory/history/${USER}`]: { entries: [aiEntry] },
      [`/api/memory/tasks/${USER}`]: [taskBody],
      [`/api/memory/memory-report/${USER}`]: {
        days: 3,
        totalInteractions: 1,
        averageImportance: 0.4,
        sentimentDistribution: { positive: 1 },
        memoryTrends: [],
        highUrgencyCount: 0,
      },
    });
    expect(await getMemoryPatients()).toEqual([{ id: USER, name: 'Margaret' }]);
    expect(await getMemoryHistory(USER)).toEqual([aiEntry]);
    expect(sent(fetch).url).toBe(`/api/memory/history/${USER}`);
    expect(await getMemoryTasks(USER)).toEqual([taskBody]);
    expect((await getMemoryReport(USER)).totalInteractions).toBe(1);
    expect(sent(fetch).url).toBe(`/api/memory/memory-report/${USER}?days=3`);
  });

  it('posts text, a question, a new task and a completion as JSON', async () => {
    const fetch = stubApi({
      'POST /api/memory/process-text': processedBody,
      'POST /api/memory/query': {
        answer: 'Joan.',
        found: true,
        questionType: 'who',
        sources: [],
        timeRange: null,
      },
      'POST /api/memory/tasks/create': () => json(taskBody, 201),
      'POST /api/memory/tasks/complete': {
        ...taskBody,
        completed: true,
        completedAt: '2026-11-20T12:00:00.000Z',
      },
    });
    expect((await processMemoryText({ userId: USER, text: 'Tea with Joan' })).memoryId).toBe(3);
    expect(sent(fetch)).toEqual({
      url: '/api/memory/process-text',
      method: 'POST',
      body: JSON.stringify({ userId: USER, text: 'Tea with Joan' }),
    });
    expect((await queryMemories({ userId: USER, query: 'Who came for tea?' })).answer).toBe('Joan.');
    expect(JSON.parse(String(sent(fetch).body))).toEqual({ userId: USER, query: 'Who came for tea?' });
    const request = {
      patientId: USER,
      summary: 'Physiotherapy',
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    };
    expect((await createMemoryTask(request)).taskId).toBe(5);
    expect(JSON.parse(String(sent(fetch).body))).toEqual(request);
    expect((await completeMemoryTask(USER, 5)).completed).toBe(true);
    expect(sent(fetch)).toMatchObject({ url: '/api/memory/tasks/complete', method: 'POST' });
    expect(JSON.parse(String(sent(fetch).body))).toEqual({ patientId: USER, taskId: 5 });
  });

  it('uploads an image as multipart: userId, caption and the file', async () => {
    const fetch = stubApi({
      'POST /api/memory/process-image': { ...processedBody, imageText: 'Happy birthday' },
    });
    const image = new File(['png'], 'card.png', { type: 'image/png' });
    const reply = await processMemoryImage({ userId: USER, image, caption: 'Amy’s card' });
    expect(reply.imageText).toBe('Happy birthday');
    const { url, body } = sent(fetch);
    expect(url).toBe('/api/memory/process-image');
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect([form.get('userId'), form.get('caption'), (form.get('image') as File).name]).toEqual([
      USER,
      'Amy’s card',
      'card.png',
    ]);
  });

  it('reads a reply aloud: posts the text and returns the WAV', async () => {
    const fetch = stubApi({
      'POST /api/memory/text-to-speech': () =>
        new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'audio/wav' } }),
    });
    const audio = await speakText('Tea with Joan.');
    expect(audio.type).toBe('audio/wav');
    expect(audio.size).toBe(4);
    expect(JSON.parse(String(sent(fetch).body))).toEqual({ text: 'Tea with Joan.' });
  });

  it('rejects a refused upload with the server’s code and sentence, as the JSON calls do', async () => {
    stubApi({
      'POST /api/memory/process-image': () =>
        json({ error: 'PAYLOAD_TOO_LARGE', message: 'The image is larger than 10 MB.' }, 413),
    });
    const image = new File(['png'], 'card.png', { type: 'image/png' });
    const refusal = await processMemoryImage({ userId: USER, image, caption: '' }).catch((error) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is larger than 10 MB.',
    });
  });
});
