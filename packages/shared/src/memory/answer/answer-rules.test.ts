import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import { NO_MEMORY_ANSWER } from './constants';
import { createMemoryIndex } from './create-memory-index';
import type { Memory } from './types';

// The engine's rules against false answers, on memories of their own (neither labelled set). Asked on Wednesday
// 11 June 2025 at 3 pm, UTC.
const NOW = '2025-06-11T15:00:00.000Z';
const MEMORIES: Memory[] = [
  {
    id: 'plan',
    createdAt: '2025-06-02T10:00:00.000Z',
    text: 'I must phone the optician next week about my eyes.',
  },
  {
    id: 'present',
    createdAt: '2025-06-03T10:00:00.000Z',
    text: 'Bought an anniversary present for my cousin Bernard in Leeds.',
  },
  {
    id: 'reading',
    createdAt: '2025-06-03T16:00:00.000Z',
    text: 'The nurse took my cholesterol reading, 5.2.',
  },
  {
    id: 'inhaler-old',
    createdAt: '2025-06-01T09:00:00.000Z',
    text: 'Dr Okafor started me on a beclometasone inhaler, 100 micrograms morning and night.',
  },
  {
    id: 'inhaler-new',
    createdAt: '2025-06-08T09:00:00.000Z',
    text: 'Saw Dr Okafor again. She has put my inhaler up to 200 micrograms.',
  },
  {
    id: 'trip',
    createdAt: '2025-06-05T09:00:00.000Z',
    text: 'I tripped on the stairs this morning and bruised my knee. I feel quite anxious.',
  },
  {
    id: 'sleepover',
    createdAt: '2025-06-05T20:00:00.000Z',
    text: 'My son Hugh is sleeping over tonight to keep an eye on me.',
  },
  {
    id: 'come-down',
    createdAt: '2025-06-07T10:00:00.000Z',
    text: 'My sister Ruth rang. She wants me to come down to Brighton in August.',
  },
  {
    id: 'seaside',
    createdAt: '2025-06-07T15:00:00.000Z',
    text: 'Saturday - Ruth drove me to the seaside and we had chips on the pier.',
  },
  {
    id: 'bingo',
    createdAt: '2025-06-09T14:00:00.000Z',
    text: 'bingo at the church hall today, won a tea towel.',
  },
  { id: 'quiz', createdAt: '2025-06-02T21:00:00.000Z', text: 'Went to the pub quiz with Ruth.' },
  {
    id: 'rhubarb',
    createdAt: '2025-06-10T11:00:00.000Z',
    text: 'Gordon from across the road popped in with some rhubarb from his garden.',
  },
  {
    id: 'dressing',
    createdAt: '2025-06-10T08:00:00.000Z',
    text: 'put a new dressing on my leg this morning',
  },
  {
    id: 'nap',
    createdAt: '2025-06-06T15:00:00.000Z',
    text: 'I fell asleep in the chair and missed the news.',
  },
  {
    id: 'warfarin',
    createdAt: '2025-06-04T09:00:00.000Z',
    text: 'Dr Okafor has put me on warfarin 3 mg in the evening.',
  },
  {
    id: 'chemist',
    createdAt: '2025-06-09T17:00:00.000Z',
    text: 'I forgot to ring the chemist about my repeat prescription.',
  },
  {
    id: 'cards',
    createdAt: '2025-06-01T11:00:00.000Z',
    text: 'My bank cards are in the tin on the dresser.',
  },
];
const index = createMemoryIndex(MEMORIES);
const ask = (question: string) => answerQuestion(index, question, { now: NOW, utcOffsetMinutes: 0 });
const expectNoMemory = (question: string): void => {
  expect(ask(question), question).toMatchObject({ found: false, answer: NO_MEMORY_ANSWER, sources: [] });
};

describe('a typed answer must hold an answer of its type', () => {
  it('has no memory of a time, person or medicine the memories only come near', () => {
    expectNoMemory("When is Bernard's anniversary?");
    expectNoMemory('Who is my optician?');
    expectNoMemory('Which medicine do I take for my cholesterol?');
  });

  it('names a person for "who is my …" only when told in that role', () => {
    expect(ask('Who is my sister?').answer).toMatch(/^Ruth\./);
    expect(ask('Who is my son?').answer).toMatch(/^Hugh\./);
  });

  it('tells who a named person is only from a phrase about them, never another person', () => {
    expect(ask('Who is Hugh?').answer).toMatch(/^Your son Hugh\./);
    expectNoMemory('Who is Gordon?');
  });
});

describe('words that only carry the question', () => {
  it('needs no "put", "take" or "go" in the memory', () => {
    expect(ask('Where did I put my bank cards?').answer).toMatch(/^In the tin on the dresser\./);
    expect(ask('What dose of warfarin do I take?').answer).toMatch(/^3 mg/);
    expect(ask('Did I go to bingo on Monday?').answer).toMatch(/^Yes\./);
  });
});

describe('paraphrases of common verbs', () => {
  it('reads "came to see me" as a visit, not as going somewhere oneself', () => {
    expect(ask('Who came to see me yesterday?').answer).toMatch(/^Gordon/);
    expectNoMemory('Who came to see me on Saturday?');
  });

  it('reads "take me" as "drove me", not as taking a thing', () => {
    expect(ask('Where did Ruth take me on Saturday?').answer).toMatch(/^To the seaside/);
  });

  it('reads "put … up" as an increase', () => {
    expect(ask('Who increased my inhaler dose?').answer).toMatch(/^Dr Okafor\..*Sunday 8 June/);
  });
});

describe('doses: the newest statement wins, unless the question asks about the past', () => {
  it('takes a later dose of the same form of medicine, though it does not name the medicine', () => {
    expect(ask('What dose is my beclometasone inhaler now?').answer).toMatch(/^200 micrograms\./);
  });

  it('keeps the first dose for a question about when it started', () => {
    expect(ask('What dose was my inhaler when I started it?').answer).toMatch(/100 micrograms/);
  });
});

describe('after an event', () => {
  it('answers from the memory nearest after the event', () => {
    expect(ask('Who slept over after my trip on the stairs?').answer).toMatch(/^Your son Hugh\./);
  });

  it('says how the person felt in their words of feeling, or has no memory', () => {
    expect(ask('How did I feel after my trip on the stairs?').answer).toContain('I feel quite anxious.');
    expectNoMemory('How did I feel after the quiz?');
    expectNoMemory('How did I feel after my holiday?');
  });
});

describe('yes-no', () => {
  it('says yes when one sentence states it all, a light verb like "go" apart', () => {
    expect(ask('Did I go to bingo on Monday?').answer).toMatch(/^Yes\./);
    expect(ask('Did Gordon bring me rhubarb?').answer).toMatch(/^Yes\./);
    expect(ask('Did I change my dressing?').answer).toMatch(/^Yes\./);
  });

  it('says no only when a negation governs a word of the question', () => {
    expect(ask('Did I ring the chemist?').answer).toMatch(/^No\./);
    expect(ask("Didn't I ring the chemist?").answer).toMatch(/^No\./);
    expect(ask('Did I forget to ring the chemist?').answer).toMatch(/^Yes\./);
    expect(ask('Did I miss the news?').answer).toMatch(/^Yes\./);
    // "missed" comes after: it negates the news, not the sleep.
    expect(ask('Did I fall asleep in the chair?').answer).toMatch(/^Yes\./);
  });

  it('reads "fell asleep" as sleeping, not as a fall, and a trip on the stairs as one', () => {
    expect(ask('Did I fall?').answer).toMatch(/^Yes\. .*tripped on the stairs/);
    expect(ask('Did I fall?').answer).not.toContain('asleep');
    expect(ask('Did I fall asleep?').answer).toMatch(/^Yes\./);
  });

  it('has no memory, never a "No", for a plan or a half match', () => {
    expectNoMemory('Did I phone the optician?');
    expectNoMemory('Did Ruth come to see me?');
    expectNoMemory('Did Gordon bring me apples?');
  });
});
