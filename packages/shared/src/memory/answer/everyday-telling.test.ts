import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import { classifyQuestion } from './classify-question';
import { createMemoryIndex } from './create-memory-index';
import { findMedicines } from './extract-medicine';
import { extractPeople } from './extract-people';
import { extractPlace } from './extract-place';
import { readDates } from './read-dates';
import type { Memory } from './types';

// How people tell their days, on memories of their own (no labelled set). Asked on Thursday 22 October 2026 at
// 6 pm, UTC.
const NOW = '2026-10-22T18:00:00.000Z';
const MEMORIES: Memory[] = [
  {
    id: 'carer',
    createdAt: '2026-10-05T09:00:00.000Z',
    text: 'Blessing from Oakcare comes weekdays at 8 to help me dress. Ifor comes at the weekends instead.',
  },
  {
    id: 'bus',
    createdAt: '2026-10-06T10:00:00.000Z',
    text: 'Lunch club today. The minibus came at 11, Cai drives it. we had a quiz',
  },
  {
    id: 'tablet',
    createdAt: '2026-10-08T15:00:00.000Z',
    text: 'Gwen came after school. she showed me how to send photos on the tablet so I can see Rhian’s baby',
  },
  {
    id: 'bone',
    createdAt: '2026-10-09T09:00:00.000Z',
    text: 'risedronate 35 mg once a week on a Monday morning for my bones, sitting up for half an hour after',
  },
  {
    id: 'thyroid',
    createdAt: '2026-10-10T09:00:00.000Z',
    text: 'propylthiouracil 50 mg twice a day for my thyroid',
  },
  {
    id: 'pension',
    createdAt: '2026-10-12T12:00:00.000Z',
    text: 'found my pension book still in the bread bin so I have put it in the biscuit tin on the dresser',
  },
  {
    id: 'easter',
    createdAt: '2026-10-18T17:00:00.000Z',
    text: 'Harvest Sunday! Gwen took me for lunch at the Bell. I had lamb with mint sauce.',
  },
  {
    id: 'chapel',
    createdAt: '2026-10-18T12:00:00.000Z',
    text: 'didnt go to chapel this morning, my knee is too stiff',
  },
  {
    id: 'brother',
    createdAt: '2026-10-19T19:00:00.000Z',
    text: 'My brother Emlyn rang from Swansea, he rings every other Sunday.',
  },
  {
    id: 'trip',
    createdAt: '2026-10-16T16:00:00.000Z',
    text: 'Friday - lunch club trip to Caldey Island. choppy on the boat',
  },
];

function ask(question: string): string {
  return answerQuestion(createMemoryIndex(MEMORIES), question, { now: NOW, utcOffsetMinutes: 0 }).answer;
}

describe('how people tell their days', () => {
  it('finds names by what people do, and who "she" is from the sentence before', () => {
    expect(extractPeople('The minibus came at 11, Cai drives it.', 'who')).toEqual(['Cai']);
    expect(extractPeople('sat with a new lady called Nesta', 'who')).toEqual(['Nesta']);
    expect(extractPeople('Letter came from the hospital.', 'who')).toEqual([]);
    expect(ask('Who helps me get dressed?')).toMatch(/^Blessing\./);
    expect(ask('Who drives the minibus?')).toMatch(/^Cai\./);
    expect(ask('Who showed me how to send photos?')).toMatch(/^Gwen\./);
  });

  it('knows a medicine by the dose told after it, and a routine whole', () => {
    expect(findMedicines('propylthiouracil 50 mg twice a day').map((found) => found.text)).toEqual([
      'propylthiouracil',
    ]);
    expect(ask('Which tablets are for my thyroid?')).toMatch(/^Propylthiouracil 50 mg twice a day/);
    expect(ask('Which day do I take my bone tablet?')).toBe('Once a week on a Monday morning.');
  });

  it('says where a thing is now from where it was last put', () => {
    expect(ask('Where is my pension book now?')).toMatch(/^In the biscuit tin on the dresser/);
    expect(extractPlace('found it in the bread bin so I put it in the tin', 0, [])).toBe('in the bread bin');
  });

  it('reads a feast or a gathering as no day or time', () => {
    expect(readDates('Harvest Sunday lunch was lovely', new Date(NOW), 0)).toHaveLength(1);
    expect(readDates('Mothering Sunday lunch', new Date(NOW), 0)).toEqual([]);
    expect(readDates('the church coffee morning', new Date(NOW), 0)).toEqual([]);
  });

  it('quotes what followed, a "didnt", where someone rings from, and a trip as a journey', () => {
    expect(ask('What did I have for lunch at the Bell?')).toContain('lamb with mint sauce');
    expect(ask('Did I go to chapel on Sunday?')).toMatch(/^No\./);
    expect(ask('Where does my brother live?')).toMatch(/^From Swansea/);
    expect(ask('Where did the lunch club take us on Friday?')).toContain('Caldey Island');
  });

  it('reads "when did I start" as a when question wanting a day', () => {
    expect(classifyQuestion('When did I start the higher dose?')).toBe('when');
  });
});
