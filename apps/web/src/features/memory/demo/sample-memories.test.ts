import { NO_MEMORY_ANSWER } from '@careledger/shared/memory';
import { describe, expect, it } from 'vitest';
import { createDemoBackend, DEMO_PATIENT_ID } from './create-demo-backend';
import { DEMO_EXAMPLE_QUESTIONS, DEMO_SAMPLE_MEMORIES, DEMO_SAMPLE_TASKS } from './sample-memories';
import { sampleInstant } from './sample-time';

// What a right answer to each suggested question contains, whatever day the demo is opened.
const EXPECTED: Readonly<Record<string, string>> = {
  'Where did I put my reading glasses?': 'blue case on the hall table',
  'Where is the spare key?': 'under the flowerpot',
  'What dose of donepezil do I take?': '10 mg',
  'Who visited me last week?': 'grandson Leo',
  'What did I do yesterday?': 'walked to the park',
  'When is my physiotherapy appointment?': 'at 11 am',
  'Where did I walk yesterday?': 'park',
};

// Monday 10 to Sunday 16 March 2025, each just after midnight, in the morning and late at night (machine time).
const OPENINGS = Array.from({ length: 7 }, (_, day) =>
  [0, 9, 23].map((hour) => new Date(2025, 2, 10 + day, hour, 30)),
).flat();

describe('the sample memories', () => {
  it('are about fifteen, oldest first, all told before now', () => {
    const now = new Date(2025, 2, 12, 15, 0);
    const times = DEMO_SAMPLE_MEMORIES.map((sample) => sampleInstant(sample.when, now).getTime());
    expect(DEMO_SAMPLE_MEMORIES.length).toBeGreaterThanOrEqual(12);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
  });

  it('include one worrying entry the engine marks high urgency', async () => {
    const backend = createDemoBackend({ now: () => new Date(2025, 2, 12, 15, 0) });
    const urgent = (await backend.history(DEMO_PATIENT_ID)).filter(
      (entry) => entry.analysis?.urgencyLevel === 'high',
    );
    expect(urgent).toHaveLength(1);
    expect(urgent[0]?.analysis?.urgencyReasons.map((reason) => reason.code)).toContain('dizziness');
  });

  it('have three tasks, one of them done', () => {
    expect(DEMO_SAMPLE_TASKS).toHaveLength(3);
    expect(DEMO_SAMPLE_TASKS.filter((task) => task.completed !== null)).toHaveLength(1);
  });
});

describe('the example questions', () => {
  it('each have an expected answer in this test', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...DEMO_EXAMPLE_QUESTIONS].sort());
  });

  it.each(OPENINGS)('are all answered from the samples when the demo opens at %s', async (opened) => {
    const backend = createDemoBackend({ now: () => opened });
    for (const question of DEMO_EXAMPLE_QUESTIONS) {
      const reply = await backend.query(DEMO_PATIENT_ID, question);
      expect(reply.found, question).toBe(true);
      expect(reply.answer.toLowerCase(), question).toContain(EXPECTED[question]?.toLowerCase());
      expect(reply.sources.length, question).toBeGreaterThan(0);
    }
  });

  it('name tomorrow for the physiotherapy appointment', async () => {
    const opened = new Date(2025, 2, 12, 15, 0);
    const tomorrow = new Date(2025, 2, 13).toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    const reply = await createDemoBackend({ now: () => opened }).query(
      DEMO_PATIENT_ID,
      'When is my physiotherapy appointment?',
    );
    expect(reply.answer).toBe(`${tomorrow} at 11 am.`);
  });

  it('do not make up an answer for something never told', async () => {
    const reply = await createDemoBackend({ now: () => new Date(2025, 2, 12, 15, 0) }).query(
      DEMO_PATIENT_ID,
      'Where did I put my passport?',
    );
    expect(reply).toMatchObject({ found: false, answer: NO_MEMORY_ANSWER, sources: [] });
  });
});
