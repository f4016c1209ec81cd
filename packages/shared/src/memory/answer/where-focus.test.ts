import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import { negatesFound } from './answer-yes-no';
import { NO_MEMORY_ANSWER } from './constants';
import { createMemoryIndex } from './create-memory-index';
import { extractPlace } from './extract-place';
import { normaliseTerm } from './normalise-term';
import { parseTimeFilter } from './parse-time-filter';
import type { Memory } from './types';
import { focusOffsets, whereFocus } from './where-focus';

// Reading what a question is about before taking an answer from a memory: the thing a where question asks the place
// of, a state that changed, a booking told without the word "appointment", a name the memory must hold. Memories of
// their own (no labelled set), asked on Friday 12 February 2027 at 5 pm, UTC.
const NOW = '2027-02-12T17:00:00.000Z';
const MEMORIES: Memory[] = [
  {
    id: 'letter',
    createdAt: '2027-02-01T10:00:00.000Z',
    text: 'letter came for the eye clinic, Dr Okafor at the Royal, Friday 19th. Jean has put it on the calendar and the letter is in the rack by the phone',
  },
  {
    id: 'spray',
    createdAt: '2027-02-03T11:00:00.000Z',
    text: 'the doctor says carry my inhaler on me, not in the kitchen drawer, so its in my handbag now',
  },
  { id: 'spray-old', createdAt: '2027-01-20T09:00:00.000Z', text: 'my inhaler is in the kitchen drawer' },
  {
    id: 'trumpet',
    createdAt: '2027-02-02T12:00:00.000Z',
    text: 'Stan and me played trumpet side by side in the works band for years',
  },
  { id: 'home', createdAt: '2027-02-02T13:00:00.000Z', text: 'I live with my daughter Jean in Hexham' },
  {
    id: 'watch',
    createdAt: '2027-01-25T10:00:00.000Z',
    text: 'put my wedding ring in the sewing box for safe keeping',
  },
  {
    id: 'watch-moved',
    createdAt: '2027-02-05T10:00:00.000Z',
    text: 'Jean has moved my wedding ring out of the sewing box and locked it in the safe in her room',
  },
  { id: 'ward', createdAt: '2027-02-04T10:00:00.000Z', text: 'Stan cant come, his wife is in hospital' },
  {
    id: 'ward-home',
    createdAt: '2027-02-10T10:00:00.000Z',
    text: 'Stan came round, his wife is out of hospital and home now',
  },
  {
    id: 'dentist',
    createdAt: '2027-02-02T15:00:00.000Z',
    text: 'Jean took me to the dentist on Hall Street. my plate is loose. he is going to fix it on Monday 15th February at 11am',
  },
  {
    id: 'nurse',
    createdAt: '2027-02-09T10:40:00.000Z',
    text: 'nurse check at the surgery at ten to ten, my blood pressure was better',
  },
  {
    id: 'sitter',
    createdAt: '2027-01-19T16:00:00.000Z',
    text: 'Pearl from the carers trust sits with me every Tuesday from 1 till 4',
  },
];
const index = createMemoryIndex(MEMORIES);
const ask = (question: string): string =>
  answerQuestion(index, question, { now: NOW, utcOffsetMinutes: 0 }).answer;

describe('whereFocus', () => {
  it('reads the thing a where question asks the place of', () => {
    expect(whereFocus("Where's the key to the cash box?")).toMatchObject({ word: 'key', isPut: false });
    expect(whereFocus('where is my angina spray now')).toMatchObject({ word: 'spray' });
    expect(whereFocus('Where did I put my cornet?')).toMatchObject({ word: 'cornet', isPut: true });
    expect(whereFocus('wheres my adress book')).toMatchObject({ word: 'book' });
    expect(whereFocus("Where's my dad's pocket watch?")).toMatchObject({ word: 'watch' });
  });

  it('reads the object when someone else did the putting, and the person when they are asked about', () => {
    expect(whereFocus('where did brenda hide the car keys')).toMatchObject({ word: 'keys', isPut: true });
    expect(whereFocus('Where does Sian keep my pill organiser?')).toMatchObject({ word: 'organiser' });
    expect(whereFocus('Where does Haydn live?')).toMatchObject({ word: 'Haydn' });
    expect(whereFocus('Where did my false teeth turn up?')).toMatchObject({ word: 'teeth' });
  });

  it('has no focus where the person went or an event takes place', () => {
    expect(whereFocus('Where did I go on Saturday night?')).toBeNull();
    expect(whereFocus('Where did I have tea with Eileen?')).toBeNull();
    expect(whereFocus('Where is my memory clinic appointment?')).toBeNull();
    expect(whereFocus('where is knit and natter held')).toBeNull();
  });
});

describe('focusOffsets', () => {
  const focus = { word: 'glasses', key: normaliseTerm('glasses') ?? '', isPut: false };

  it('finds the thing named in the sentence, or carried on by a pronoun after a sentence naming it', () => {
    expect(focusOffsets(focus, 'my glasses are in the fridge', 'my glasses are in the fridge', 0)).toEqual([
      10,
    ]);
    const text = 'Found my glasses. They were in the fridge';
    expect(focusOffsets(focus, text, 'They were in the fridge', 18)).toEqual([4]);
    expect(focusOffsets(focus, 'Lost my purse. It was in the fridge', 'It was in the fridge', 15)).toEqual(
      [],
    );
  });

  it('needs a telling of putting or being for a question of putting', () => {
    const put = { word: 'trumpet', key: normaliseTerm('trumpet') ?? '', isPut: true };
    const sentence = 'played trumpet side by side in the works band';
    expect(focusOffsets(put, sentence, sentence, 0)).toEqual([]);
  });
});

describe('extractPlace', () => {
  it('passes over a place said not to be', () => {
    expect(extractPlace('not in the drawer, so its in my handbag', 0, [])).toBe('in my handbag');
  });

  it('takes only a place attached to the thing when asked to', () => {
    const sentence = 'letter came for the eye clinic, Dr Okafor at the Royal';
    expect(extractPlace(sentence, 6, [], { attached: true })).toBeNull();
    expect(extractPlace('the letter is in the rack by the phone', 10, [], { attached: true })).toBe(
      'in the rack by the phone',
    );
  });
});

describe('where questions answered about the thing asked', () => {
  it('answers with the place the thing is told to be, not a place in the same memory', () => {
    expect(ask("Where's the letter about the eye clinic?")).toMatch(/^In the rack by the phone\b/);
    expect(ask('where is my inhaler now')).toMatch(/^In your handbag\b/);
    expect(ask("Where's my wedding ring now?")).toMatch(/^In the safe\b/);
  });

  it('says there is no memory when the memory holding the words does not say where the thing is', () => {
    expect(ask('Where did I put my trumpet?')).toBe(NO_MEMORY_ANSWER);
    expect(ask('Where does Stan live?')).toBe(NO_MEMORY_ANSWER);
    expect(ask("Where's the key to the safe?")).toBe(NO_MEMORY_ANSWER);
  });
});

describe('a state that changed', () => {
  it('reads "out of" as not in the place right after it only', () => {
    expect(negatesFound('moved it out of my sock drawer', new Set(['sock']))).toBe(true);
    expect(negatesFound('got out of the car and then fell over', new Set(['fell']))).toBe(false);
  });

  it('answers "still" and "now" from the newest telling', () => {
    expect(ask('Is my wedding ring still in the sewing box?')).toMatch(/^No\b/);
    expect(ask("Is Stan's wife out of hospital now?")).toMatch(/^Yes\b/);
  });
});

describe('the day and the booking a when question asks about', () => {
  it('reads a weekday by the verb\'s tense before the word "appointment"', () => {
    const asked = parseTimeFilter('What time was my nurse appointment on Tuesday?', new Date(NOW), 0);
    expect(asked.filter?.start.toISOString()).toBe('2027-02-09T00:00:00.000Z');
  });

  it('reads "on Tuesday afternoons" and "every Tuesday" as a habit, not one day', () => {
    expect(parseTimeFilter('Who sits with me on Tuesday afternoons?', new Date(NOW), 0).filter).toBeNull();
    expect(parseTimeFilter('Who comes on Tuesdays?', new Date(NOW), 0).filter).toBeNull();
    expect(ask('Who sits with me on Tuesday afternoons?')).toMatch(/^Pearl\b/);
  });

  it('meets "appointment" by a booking told with its time, and answers from the sentence naming the day', () => {
    expect(ask('What time was my nurse appointment on Tuesday?')).toMatch(/ten to ten/);
    expect(ask("What time's the dentist on Monday?")).toMatch(/11am/);
  });

  it('needs the person a question names', () => {
    expect(ask('When is my next appointment with Dr Patel?')).toBe(NO_MEMORY_ANSWER);
  });
});
