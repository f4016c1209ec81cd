import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import { withHeadings } from './answer-yes-no';
import { asksAboutHabit, asksForClockTime, classifyQuestion } from './classify-question';
import { NO_MEMORY_ANSWER } from './constants';
import { createMemoryIndex } from './create-memory-index';
import { matchSentence } from './match-sentence';
import type { Memory } from './types';

// How people tell things in other words than they ask them, on memories of their own (no labelled set). Asked on
// Friday 13 March 2026 at 6 pm, UTC.
const NOW = '2026-03-13T18:00:00.000Z';
const MEMORIES: Memory[] = [
  {
    id: 'lost',
    createdAt: '2026-03-10T10:00:00.000Z',
    text: 'Went for the paper and got in a muddle, couldnt find my way back. Nadia from the shop walked me home.',
  },
  { id: 'after', createdAt: '2026-03-10T15:00:00.000Z', text: 'still shaky and scared about this morning' },
  {
    id: 'visit',
    createdAt: '2026-03-12T16:00:00.000Z',
    text: 'Our Kieran popped in after work and changed the bulb in the hall.',
  },
  {
    id: 'plan',
    createdAt: '2026-03-12T19:00:00.000Z',
    text: 'Marjorie rang, she is coming on Sunday with a cake.',
  },
  {
    id: 'seaside',
    createdAt: '2026-03-08T17:00:00.000Z',
    text: 'Kieran drove us to Whitby, we had crab sandwiches on the pier.',
  },
  {
    id: 'warfarin',
    createdAt: '2026-03-02T09:00:00.000Z',
    text: 'warfarin 3 mg at 6 pm to thin my blood, the clinic checks it every fortnight',
  },
  {
    id: 'flu',
    createdAt: '2026-03-09T09:00:00.000Z',
    text: 'flu vaccination booked at the Oak Tree surgery for Thursday 19 March at quarter to ten',
  },
  {
    id: 'carer',
    createdAt: '2026-03-01T09:00:00.000Z',
    text: 'Pauline from Homecare started today. She comes Tuesdays and Fridays at half 9 to help me dress.',
  },
  {
    id: 'church',
    createdAt: '2026-03-08T13:00:00.000Z',
    text: 'Mothering Sunday. Went to the service at St Anne’s with Kieran and got some daffodils.',
  },
  {
    id: 'bulbs',
    createdAt: '2026-03-03T11:00:00.000Z',
    text: 'tulip bulbs from Kieran, theyre in a paper bag in the shed for planting in the autumn',
  },
];

function ask(question: string): string {
  return answerQuestion(createMemoryIndex(MEMORIES), question, { now: NOW, utcOffsetMinutes: 0 }).answer;
}

describe('paraphrase and phrasing rules', () => {
  it('reads getting lost in the words people tell it, and feelings in what was told after', () => {
    expect(ask('Who found me when I got lost?')).toContain('Nadia');
    expect(ask('How was I feeling after I got lost?')).toContain('scared');
    expect(ask('How was I feeling after I got lost?')).not.toContain('muddle');
  });

  it('meets "came round" by "popped in", and not by a plan still to come', () => {
    expect(ask('Who came round yesterday?')).toContain('Kieran');
    expect(ask('Who came round yesterday?')).not.toContain('Marjorie');
  });

  it('meets "eat" by "had", and a medicine kind by what it does', () => {
    expect(ask('What did we eat at Whitby?')).toContain('crab sandwiches');
    expect(classifyQuestion('Which one is my blood thinner?')).toBe('medicine');
    expect(ask('Which one is my blood thinner?')).toMatch(/^Warfarin 3 mg/);
    expect(ask('When is my flu jab?')).toContain('quarter to ten (9:45)');
  });

  it('answers a habit with its routine and "what time" only with a clock time', () => {
    expect(asksAboutHabit('When does Pauline come?')).toBe(true);
    expect(asksAboutHabit('When is my flu jab?')).toBe(false);
    expect(asksForClockTime('What time does Pauline come?')).toBe(true);
    expect(ask('What time does Pauline come?')).toContain('Tuesdays and Fridays at half 9 (9:30)');
  });

  it('reads a short heading with the sentence after it', () => {
    expect(ask('Did I go to the Mothering Sunday service?')).toMatch(/^Yes\./);
    const [heading, body] = [
      { text: 'Mothering Sunday.', index: 0 },
      { text: 'Went to church.', index: 18 },
    ].map((sentence) => matchSentence(sentence, ['mother'], () => 1));
    expect(withHeadings([heading, body].filter((match) => match !== undefined))).toHaveLength(1);
  });

  it('takes no season for a place, and anchors on the words told as asked', () => {
    expect(ask('Where are the tulip bulbs?')).toMatch(/^In a paper bag in the shed/);
    expect(ask('Where are the tulip bulbs?')).not.toContain('autumn');
  });

  it('still says there is no memory of what was never told', () => {
    expect(ask('What did we eat at Scarborough?')).toBe(NO_MEMORY_ANSWER);
    expect(ask('Who is the doctor at the anticoagulation clinic?')).toBe(NO_MEMORY_ANSWER);
  });
});
