import type { MemoryKind } from '@careledger/shared';
import type { SampleWhen } from './sample-time';

// What the demo patient, a retired teacher living alone with early memory loss, has told the companion over the
// last fortnight. Times are relative to when the demo is opened, so "yesterday" and "last week" always find
// something. The engine reads "came" as "visited", so only one memory of the last fortnight says either: Leo's,
// 7 days ago, which is inside last week whatever today is, so "Who visited me last week?" has one answer every
// day. The physiotherapy appointment is always tomorrow. English only: the engine reads English.

/** One sample memory: when it was told, what was told, and whether it came with a photo (then `text` is its caption). */
export interface SampleMemory {
  when: SampleWhen;
  kind: MemoryKind;
  text: string;
}

/** The demo patient's memories, oldest first. */
export const DEMO_SAMPLE_MEMORIES: readonly SampleMemory[] = [
  {
    when: { daysAgo: 13, at: '10:00' },
    kind: 'text',
    text: 'Dr. Patel said my memory test was about the same as last time. I take donepezil 5 mg every night.',
  },
  {
    when: { daysAgo: 10, at: '15:30' },
    kind: 'text',
    text: 'I had tea with my neighbour Joan at her house and we looked at old photos of our holidays in Brighton.',
  },
  {
    when: { daysAgo: 7, at: '11:00' },
    kind: 'text',
    text: 'My grandson Leo visited and we did a jigsaw puzzle of a lighthouse together. It was a lovely morning.',
  },
  {
    when: { daysAgo: 6, at: '09:00' },
    kind: 'text',
    text: 'I take one amlodipine 5 mg tablet every morning with breakfast.',
  },
  {
    when: { daysAgo: 5, at: '14:00' },
    kind: 'text',
    text: 'Nurse Maria checked my blood pressure at home. It was 130 over 80 and she was pleased.',
  },
  {
    when: { daysAgo: 4, at: '18:00' },
    kind: 'text',
    text: 'I put my reading glasses in the blue case on the hall table.',
  },
  {
    when: { daysAgo: 3, at: '16:00' },
    kind: 'text',
    text: 'I felt dizzy when I stood up from the armchair and had to hold on to the table. Sarah said I should tell the doctor.',
  },
  {
    when: { daysAgo: 2, at: '08:15' },
    kind: 'text',
    text: 'Dr. Patel raised my donepezil to 10 mg every night, starting tonight.',
  },
  {
    when: { daysAgo: 2, at: '13:00' },
    kind: 'image',
    text: 'A card from my son David with a photo of his new puppy, Biscuit.',
  },
  {
    when: { daysAgo: 2, at: '17:00' },
    kind: 'text',
    text: 'The health centre rang: my physiotherapy appointment is in three days, at 11 am.',
  },
  {
    when: { daysAgo: 1, at: '10:00' },
    kind: 'text',
    text: 'I walked to the park with my daughter Sarah and we fed the ducks by the pond.',
  },
  {
    when: { daysAgo: 1, at: '12:30' },
    kind: 'text',
    text: 'For lunch I had tomato soup and a cheese sandwich at the café by the park.',
  },
  {
    when: { daysAgo: 1, at: '19:00' },
    kind: 'text',
    text: 'I put the spare house key under the flowerpot by the back door.',
  },
  {
    when: { minutesAgo: 180 },
    kind: 'text',
    text: 'I took my amlodipine with breakfast and I feel well this morning.',
  },
  {
    when: { minutesAgo: 45 },
    kind: 'text',
    text: 'I need to call the pharmacy tomorrow to order more amlodipine.',
  },
];

/** One sample task: its words, its dates as days from today, and when it was made and done (null: still pending). */
export interface SampleTask {
  summary: string;
  description: string;
  startInDays: number;
  endInDays: number;
  created: SampleWhen;
  completed: SampleWhen | null;
}

/** The demo patient's tasks, in the order they were made; the last one is done. */
export const DEMO_SAMPLE_TASKS: readonly SampleTask[] = [
  {
    summary: 'Collect amlodipine from the pharmacy',
    description: 'The new box is ready at the chemist on Station Road.',
    startInDays: 0,
    endInDays: 1,
    created: { daysAgo: 1, at: '09:00' },
    completed: null,
  },
  {
    summary: 'Do the leg exercises',
    description: 'Ten minutes of the exercises the physiotherapist showed me, each morning.',
    startInDays: 0,
    endInDays: 6,
    created: { daysAgo: 3, at: '11:00' },
    completed: null,
  },
  {
    summary: 'Ring Sarah about Sunday lunch',
    description: 'Ask whether Leo is coming too.',
    startInDays: -3,
    endInDays: -1,
    created: { daysAgo: 3, at: '17:00' },
    completed: { daysAgo: 1, at: '18:00' },
  },
];

/** Questions the demo screen can suggest; each is answered from the samples above. */
export const DEMO_EXAMPLE_QUESTIONS: readonly string[] = [
  'Where did I put my reading glasses?',
  'Where is the spare key?',
  'What dose of donepezil do I take?',
  'Who visited me last week?',
  'What did I do yesterday?',
  'When is my physiotherapy appointment?',
  'Where did I walk yesterday?',
];
