import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@careledger/server/app';
import { loadConfig } from '@careledger/server/config';
import { LABELLED_MEMORIES, LABELLED_QUESTIONS } from '@careledger/shared/memory';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';
import { injectWithCookie, signInDemo } from './bench-session';
import { figures, type LatencyFigures } from './inventory-latency';
import { renderTextImage } from './text-image';

// The memory companion's API on PGlite, in process, acting as the demo staff member for the demo patient:
// POST /api/memory/query over 10,000 memories of one person, POST /api/memory/process-text, and one OCR and one
// text-to-speech call.

const MEMORIES = 10_000;
const WARM_UP = 20;
const SAMPLES = 300;
const QUERY_GOAL_MS = 50;
const PROCESS_GOAL_MS = 30;

type App = Awaited<ReturnType<typeof buildApp>>;

export interface MemoryApiFigures {
  memories: number;
  /** The first question: the patient's index built from the database. */
  firstQueryMs: number;
  query: LatencyFigures;
  processText: LatencyFigures;
  ocrMs: number;
  ocrText: string;
  speechMs: number;
  speechSeconds: number;
}

const PEOPLE = [
  'Sarah',
  'Tom',
  'Joan',
  'Dr Patel',
  'nurse Maria',
  'Lily',
  'Margaret',
  'the postman',
  'Ahmed',
  'Grace',
];
const PLACES = [
  'the garden',
  'the library',
  'the market',
  'church',
  'the pond',
  'the cafe',
  'the surgery',
  'the park',
];
const THINGS = [
  'umbrella',
  'scarf',
  'library card',
  'gloves',
  'torch',
  'address book',
  'radio',
  'teapot',
  'slippers',
];
const SPOTS = [
  'in the hall cupboard',
  'on the windowsill',
  'under the stairs',
  'by the kettle',
  'in the sideboard',
];

/** A varied but plausible stream of things told, so the index holds many distinct words as a real one would. */
function generatedText(i: number): string {
  const person = PEOPLE[i % PEOPLE.length];
  const place = PLACES[(i * 7) % PLACES.length];
  const thing = THINGS[(i * 3) % THINGS.length];
  const spot = SPOTS[(i * 5) % SPOTS.length];
  switch (i % 4) {
    case 0:
      return `I went to ${place} with ${person} and we talked about the weather (entry ${i}).`;
    case 1:
      return `I put my ${thing} ${spot} so I can find it later (note ${i}).`;
    case 2:
      return `${person} phoned about the visit on day ${i % 28}; it was nice to hear from them.`;
    default:
      return `Had soup for lunch and watched a film about ${place}, number ${i} in the series.`;
  }
}

/**
 * Inserts `count` memories for the patient in one statement per thousand, spread over the past year, each with
 * the analysis of one analysed entry (the query path reads only the text and the time), then the labelled
 * memories through the API so the questions have real answers among them.
 */
async function fillMemories(app: App, patientId: string, staffId: string, count: number): Promise<void> {
  const told = await app.inject({
    method: 'POST',
    url: '/api/memory/process-text',
    payload: { userId: patientId, text: generatedText(0) },
  });
  if (told.statusCode !== 200) throw new Error(`process-text answered ${told.statusCode}: ${told.body}`);
  const { memoryId } = told.json() as { memoryId: number };
  const yearMs = 365 * 86_400_000;
  const now = Date.now();
  for (let start = 1; start < count; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const at = new Date(now - yearMs + (i / count) * yearMs).toISOString();
      rows.push(sql`(${patientId}, ${staffId}, 'text', ${generatedText(i)}, ${at})`);
    }
    await app.db.execute(sql`
      insert into memories (patient_id, entered_by, kind, text, importance, sentiment, urgency, analysis, created_at)
      select v.p::uuid, v.e::uuid, v.k, v.t, m.importance, m.sentiment, m.urgency, m.analysis, v.c::timestamptz
      from (values ${sql.join(rows, sql`, `)}) as v(p, e, k, t, c)
      cross join (select importance, sentiment, urgency, analysis from memories where id = ${memoryId}) m`);
  }
  for (const memory of LABELLED_MEMORIES) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/memory/process-text',
      payload: { userId: patientId, text: memory.text },
    });
    if (response.statusCode !== 200) throw new Error(`process-text answered ${response.statusCode}`);
  }
  await app.db.execute(sql.raw('analyze memories'));
}

async function time(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function expectOk(app: App, options: InjectOptions): Promise<InjectResponse> {
  const response = await app.inject(options);
  if (response.statusCode >= 300) throw new Error(`${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response;
}

export async function measureMemoryApi(): Promise<MemoryApiFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careledger-bench-memory-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', CHAIN_MODE: 'off' }),
    logger: false,
  });
  try {
    injectWithCookie(app, await signInDemo(app, 'staff'));
    const patients = (await expectOk(app, { url: '/api/memory/patients' })).json() as { id: string }[];
    const session = (await expectOk(app, { url: '/api/auth/session' })).json() as { account: { id: string } };
    const patientId = patients[0]?.id;
    if (!patientId) throw new Error('the demo patient is missing');
    await fillMemories(app, patientId, session.account.id, MEMORIES);

    const questions = LABELLED_QUESTIONS.map((q) => q.question);
    const ask = (i: number) => () =>
      expectOk(app, {
        method: 'POST',
        url: '/api/memory/query',
        payload: { userId: patientId, query: questions[i % questions.length] },
      }).then(() => undefined);
    const firstQueryMs = await time(ask(0));
    for (let i = 1; i <= WARM_UP; i++) await ask(i)();
    const querySamples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) querySamples.push(await time(ask(i)));

    const texts = LABELLED_MEMORIES.map((m) => m.text);
    const tell = (i: number) => () =>
      expectOk(app, {
        method: 'POST',
        url: '/api/memory/process-text',
        payload: { userId: patientId, text: texts[i % texts.length] },
      }).then(() => undefined);
    for (let i = 0; i < WARM_UP; i++) await tell(i)();
    const processSamples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) processSamples.push(await time(tell(i)));

    const image = await renderTextImage('Dentist on Friday at 10 am');
    const form = new FormData();
    form.set('userId', patientId);
    form.set('caption', 'A note on the fridge');
    form.set('image', new Blob([image], { type: 'image/png' }), 'note.png');
    const request = new Request('http://bench/api/memory/process-image', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const headers = { 'content-type': request.headers.get('content-type') ?? '' };
    let ocrText = '';
    // The first image starts the OCR worker; the figure is a warm call, as every later one is.
    await expectOk(app, { method: 'POST', url: '/api/memory/process-image', payload: body, headers });
    const ocrMs = await time(async () => {
      const response = await expectOk(app, {
        method: 'POST',
        url: '/api/memory/process-image',
        payload: body,
        headers,
      });
      ocrText = String((response.json() as { imageText: string | null }).imageText ?? '').trim();
    });

    const sentence = 'Your daughter Sarah visited on Friday and you went to the garden centre together.';
    let speechBytes = 0;
    await expectOk(app, { method: 'POST', url: '/api/memory/text-to-speech', payload: { text: 'Hello.' } });
    const speechMs = await time(async () => {
      const response = await expectOk(app, {
        method: 'POST',
        url: '/api/memory/text-to-speech',
        payload: { text: sentence },
      });
      speechBytes = response.rawPayload.length;
    });
    const wav = await expectOk(app, {
      method: 'POST',
      url: '/api/memory/text-to-speech',
      payload: { text: sentence },
    });
    const byteRate = wav.rawPayload.readUInt32LE(28);
    return {
      memories: MEMORIES + LABELLED_MEMORIES.length,
      firstQueryMs,
      query: figures(querySamples),
      processText: figures(processSamples),
      ocrMs,
      ocrText,
      speechMs,
      speechSeconds: (speechBytes - 44) / byteRate,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function printMemoryApi(): Promise<void> {
  const r = await measureMemoryApi();
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log('\n## Memory companion API on PGlite, in process, one patient, sequential requests\n');
  console.log(
    `POST /api/memory/query over ${r.memories.toLocaleString('en')} memories, the labelled questions in turn:` +
      ` first question (index built from the database) ${ms(r.firstQueryMs)}; then ${SAMPLES} after ${WARM_UP}` +
      ` warm-ups p50 ${ms(r.query.p50)}, p95 ${ms(r.query.p95)} (goal p95 <= ${QUERY_GOAL_MS} ms: ${met(r.query.p95 <= QUERY_GOAL_MS)}).`,
  );
  console.log(
    `POST /api/memory/process-text, the labelled memories in turn (analysed, stored, indexed): p50 ${ms(r.processText.p50)},` +
      ` p95 ${ms(r.processText.p95)} (goal p95 <= ${PROCESS_GOAL_MS} ms: ${met(r.processText.p95 <= PROCESS_GOAL_MS)}).`,
  );
  console.log(
    `POST /api/memory/process-image, one rendered 1,200 x 200 PNG, warm OCR worker: ${ms(r.ocrMs)} (read "${r.ocrText}").`,
  );
  console.log(
    `POST /api/memory/text-to-speech, one 15-word sentence: ${ms(r.speechMs)} for ${r.speechSeconds.toFixed(1)} s of audio.`,
  );
}
