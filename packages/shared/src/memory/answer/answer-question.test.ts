import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import { NO_MEMORY_ANSWER } from './constants';
import { createMemoryIndex } from './create-memory-index';
import type { Memory } from './types';

// Asked on Thursday 6 March 2025 at 3 pm, UTC.
const NOW = '2025-03-06T15:00:00.000Z';
const MEMORIES: Memory[] = [
  {
    id: 'keys-old',
    createdAt: '2025-03-03T09:00:00.000Z',
    text: 'I put my house keys in the blue bowl by the door.',
  },
  { id: 'keys-new', createdAt: '2025-03-05T18:00:00.000Z', text: 'I left my house keys in my coat pocket.' },
  {
    id: 'dentist',
    createdAt: '2025-03-04T10:00:00.000Z',
    text: 'My dentist appointment is on Friday at 3:15 pm.',
  },
  { id: 'visit', createdAt: '2025-03-05T11:00:00.000Z', text: 'My son Tom visited and fixed the tap.' },
  { id: 'visit-old', createdAt: '2025-02-25T11:00:00.000Z', text: 'My neighbour Joan visited with a cake.' },
  { id: 'pill-old', createdAt: '2025-03-01T08:00:00.000Z', text: 'I take ramipril 5 mg every morning.' },
  {
    id: 'pill-new',
    createdAt: '2025-03-05T09:00:00.000Z',
    text: 'Dr. Shah raised my ramipril to 10 mg every morning.',
  },
  {
    id: 'lunch',
    createdAt: '2025-03-05T13:00:00.000Z',
    text: 'For lunch I had leek soup. It was too salty.',
  },
  { id: 'pills-today', createdAt: '2025-03-06T08:30:00.000Z', text: 'I took my morning tablets with tea.' },
];
const index = createMemoryIndex(MEMORIES);
const ask = (question: string) => answerQuestion(index, question, { now: NOW, utcOffsetMinutes: 0 });

describe('answerQuestion, by question type', () => {
  it('where: the place phrase, from the newest memory that says', () => {
    const answer = ask('Where are my keys?');
    expect(answer).toMatchObject({ found: true, questionType: 'where' });
    expect(answer.answer).toBe('In your coat pocket. You told me on Wednesday 5 March.');
    expect(answer.sources.map((source) => source.id)).toEqual(['keys-new', 'keys-old']);
  });

  it('when: the stated time, resolved against when it was told', () => {
    expect(ask('When is my dentist appointment?').answer).toBe('Friday 7 March at 3:15 pm.');
  });

  it('who: the person, said back in the second person', () => {
    expect(ask('Who fixed the tap?').answer).toBe('Your son Tom. You told me on Wednesday 5 March.');
  });

  it('which medicine and what dose, from the newest memory', () => {
    // The newest memory naming the same medicine wins, though it shares no other word with the question.
    expect(ask('Which medicine do I take in the morning?').answer).toMatch(
      /^Ramipril to 10 mg every morning\./,
    );
    expect(ask('Which medicine do I take in the morning?').sources[0]?.id).toBe('pill-new');
    expect(ask('What dose of ramipril do I take?').answer).toMatch(/^10 mg every morning\./);
  });

  it('what: the best sentence quoted, with when it was told', () => {
    expect(ask('What did I have for lunch?').answer).toBe(
      'You told me on Wednesday 5 March at 1 pm: "For lunch I had leek soup."',
    );
  });

  it('yes-no: yes only when every word matched, with the quote', () => {
    expect(ask('Did I take my morning tablets?').answer).toMatch(/^Yes\. You told me on Thursday 6 March/);
    expect(ask('Did Tom visit?').answer).toMatch(/^Yes\./);
  });
});

describe('answerQuestion, time filters', () => {
  it('restricts memories to the day asked about', () => {
    const answer = ask('Who visited yesterday?');
    expect(answer.answer).toMatch(/^Your son Tom\./);
    expect(answer.timeRange).toEqual({
      start: '2025-03-05T00:00:00.000Z',
      end: '2025-03-06T00:00:00.000Z',
      phrase: 'yesterday',
    });
    expect(ask('Who visited last week?').answer).toMatch(/^Your neighbour Joan\./);
  });

  it('answers where from the day asked about, even when a newer memory exists', () => {
    expect(ask('Where did I put my keys on Monday?').answer).toMatch(/^In the blue bowl by the door\./);
  });

  it('counts a memory naming the day asked about', () => {
    // Told on Tuesday, about Friday.
    expect(ask('What have I got on Friday?').answer).toContain('dentist appointment');
  });

  it('lists what was told when the question has only a time', () => {
    const answer = ask('What did I do this morning?');
    expect(answer.found).toBe(true);
    expect(answer.answer).toBe('On Thursday 6 March at 8:30 am: "I took my morning tablets with tea."');
    expect(answer.sources).toEqual([
      { id: 'pills-today', text: MEMORIES[8]?.text, date: '2025-03-06T08:30:00.000Z', score: 0 },
    ]);
  });

  it('has no memory of a time with nothing told', () => {
    expect(ask('Who visited on Saturday?')).toMatchObject({ found: false, answer: NO_MEMORY_ANSWER });
    expect(ask('What did I do two weeks ago?').found).toBe(false);
  });
});

describe('answerQuestion, misspellings and the relevance floor', () => {
  it('reads misspelt question words and content words', () => {
    expect(ask('Wher are my kyes?').answer).toMatch(/^In your coat pocket\./);
    expect(ask('wen is my dentist apointment').answer).toBe('Friday 7 March at 3:15 pm.');
    expect(ask('What dose of rampril do I take?').answer).toMatch(/^10 mg/);
  });

  it('says it has no memory rather than answer from a half match', () => {
    for (const question of [
      'Where is my passport?',
      'Who is my lawyer?',
      'When is my eye test?',
      'Did I swim?',
    ]) {
      expect(ask(question)).toMatchObject({ found: false, answer: NO_MEMORY_ANSWER, sources: [] });
    }
    // "house" is told, "passport" is not: below the floor.
    expect(ask('Where is my house passport?').found).toBe(false);
  });

  it('has no memory for an empty question or one of stop words only', () => {
    expect(ask('').found).toBe(false);
    expect(ask('What is it?').found).toBe(false);
  });

  it('has no memory rather than quote one that holds no answer of the kind asked', () => {
    // The soup is told, but no place: quoting it would pass for an answer to "where".
    expect(ask('Where did I have leek soup?')).toMatchObject({ found: false, answer: NO_MEMORY_ANSWER });
    // A date, a person, a medicine: each must be in the memory, not only the question's words.
    expect(ask('Who fixed the tap?').found).toBe(true);
  });
});

describe('answerQuestion, ranking and edge cases', () => {
  it('breaks a tie of scores by the newer memory, then the smaller id', () => {
    const tied = createMemoryIndex([
      { id: 'b', createdAt: '2025-03-01T10:00:00.000Z', text: 'The umbrella is in the hall.' },
      { id: 'c', createdAt: '2025-03-02T10:00:00.000Z', text: 'The umbrella is in the car.' },
      { id: 'a', createdAt: '2025-03-02T10:00:00.000Z', text: 'The umbrella is in the shed.' },
    ]);
    const answer = answerQuestion(tied, 'Where is the umbrella?', { now: NOW, utcOffsetMinutes: 0 });
    expect(answer.sources.map((source) => source.id)).toEqual(['a', 'c', 'b']);
    expect(answer.answer).toMatch(/^In the shed\./);
  });

  it('answers from an empty index with no memory', () => {
    const empty = createMemoryIndex();
    expect(answerQuestion(empty, 'Where are my keys?', { now: NOW })).toMatchObject({
      found: false,
      sources: [],
    });
    expect(answerQuestion(empty, 'What did I do yesterday?', { now: NOW }).found).toBe(false);
  });

  it('answers from memories added later', () => {
    const growing = createMemoryIndex();
    growing.add({
      id: 'x',
      createdAt: '2025-03-06T10:00:00.000Z',
      text: 'My hearing aid is on the bedside table.',
    });
    expect(answerQuestion(growing, 'Where is my hearing aid?', { now: NOW }).answer).toMatch(
      /^On the bedside table\./,
    );
  });

  it('reads days in the person’s zone', () => {
    // 23:30 UTC on Wednesday is already Thursday at UTC+1.
    const late = createMemoryIndex([
      { id: 'x', createdAt: '2025-03-05T23:30:00.000Z', text: 'My son Tom visited.' },
    ]);
    const at = (utcOffsetMinutes: number) =>
      answerQuestion(late, 'Who visited yesterday?', { now: NOW, utcOffsetMinutes }).found;
    expect(at(0)).toBe(true);
    expect(at(60)).toBe(false);
  });

  it('takes now as a Date or an ISO string and refuses anything else', () => {
    expect(
      answerQuestion(index, 'Who fixed the tap?', { now: new Date(NOW), utcOffsetMinutes: 0 }).found,
    ).toBe(true);
    expect(() => answerQuestion(index, 'Who fixed the tap?', { now: 'soon' })).toThrow(/not a date/);
  });
});
