import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyseMemory } from './analyse-memory';

// Monday 10 March 2025, 09:00 UTC.
const options = { now: new Date('2025-03-10T09:00:00Z'), timezone: 0 };

describe('analyseMemory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads an everyday entry', () => {
    const analysis = analyseMemory(
      'My daughter Sarah visited this morning and we went to the park. I need to take my Lisinopril at 8pm. ' +
        "Don't forget to call Dr. Patel tomorrow.",
      options,
    );
    expect(analysis.urgencyLevel).toBe('normal');
    expect(analysis.urgencyReasons).toEqual([]);
    expect(analysis.entities.people).toEqual([
      { text: 'daughter Sarah', name: 'Sarah', relation: 'daughter' },
      { text: 'Dr. Patel', name: 'Dr. Patel' },
    ]);
    expect(analysis.entities.places).toEqual(['park']);
    expect(analysis.entities.medicines).toEqual(['Lisinopril']);
    expect(analysis.actionItems).toEqual([
      { text: 'I need to take my Lisinopril at 8pm', due: '2025-03-10T20:00:00.000Z', dueText: 'at 8pm' },
      { text: "Don't forget to call Dr. Patel tomorrow", due: '2025-03-11', dueText: 'tomorrow' },
    ]);
    expect(analysis.topics).toEqual(expect.arrayContaining(['daughter sarah', 'lisinopril']));
    expect(analysis.summary).toBe("Don't forget to call Dr. Patel tomorrow.");
    // 0.10 + 0.15·|compound| + 0.04·4 entities + 0.10 dates + 0.10·2 tasks.
    const expected = 0.1 + 0.15 * Math.abs(analysis.sentiment.compound) + 0.16 + 0.1 + 0.2;
    expect(analysis.importanceScore).toBe(Math.round(expected * 100) / 100);
  });

  it('flags a fall with dizziness as high, red in importance, and summarises with it', () => {
    const analysis = analyseMemory(
      'We had a quiet breakfast. I fell in the kitchen and felt dizzy. The kettle is new.',
      options,
    );
    expect(analysis.urgencyLevel).toBe('high');
    expect(analysis.urgencyReasons.map((reason) => reason.code)).toEqual(['fall', 'dizziness']);
    expect(analysis.importanceScore).toBeGreaterThanOrEqual(0.8);
    expect(analysis.summary).toBe('I fell in the kitchen and felt dizzy.');
    expect(analysis.sentiment.label).toBe('negative');
  });

  it('does not flag "I didn’t fall"', () => {
    const analysis = analyseMemory('I didn’t fall today, I was careful on the stairs.', options);
    expect(analysis.urgencyLevel).toBe('normal');
  });

  it('recognises the inventory’s medicine names', () => {
    const analysis = analyseMemory('I forgot my amoxicillin this morning.', {
      ...options,
      medicineNames: ['Amoxicillin 500 mg capsules'],
    });
    expect(analysis.entities.medicines).toEqual(['Amoxicillin']);
    expect(analysis.urgencyReasons.map((reason) => reason.code)).toEqual(['missed-medication']);
  });

  it('gives an entry date and its task the same day', () => {
    const analysis = analyseMemory('Call the pharmacy on Friday.', options);
    expect(analysis.actionItems[0]?.due).toBe('2025-03-14');
    expect(analysis.entities.dates).toEqual([{ text: 'on Friday', date: '2025-03-14' }]);
  });

  it('reads "Not bad" as positive', () => {
    expect(analyseMemory('Not bad at all today.', options).sentiment.label).toBe('positive');
  });

  it.each(['', '   ', '\n\n\t'])('returns an empty analysis for %j', (text) => {
    expect(analyseMemory(text, options)).toEqual({
      summary: '',
      importanceScore: 0,
      sentiment: { label: 'neutral', compound: 0 },
      urgencyLevel: 'normal',
      urgencyReasons: [],
      topics: [],
      actionItems: [],
      entities: { people: [], places: [], medicines: [], dates: [] },
    });
  });

  it('handles an entry of emoji only', () => {
    const analysis = analyseMemory('😊😊😊', options);
    expect(analysis.summary).toBe('😊😊😊');
    expect(analysis.sentiment.label).toBe('positive');
    expect(analysis.topics).toEqual([]);
    expect(analysis.importanceScore).toBeGreaterThan(0);
    expect(analysis.importanceScore).toBeLessThan(0.6);
  });

  it('handles text with no sentence marks', () => {
    const analysis = analyseMemory(
      'went to the shops with mum then had tea and fell over by the door',
      options,
    );
    expect(analysis.summary).toBe('went to the shops with mum then had tea and fell over by the door');
    expect(analysis.urgencyLevel).toBe('high');
  });

  it('handles a very long entry: a bounded summary made of its own sentences', () => {
    const day = 'We walked to the park with my son David. The weather was lovely and the ducks were loud. ';
    const text = `${day.repeat(150)}I need to buy bread tomorrow. ${day.repeat(150)}`;
    const analysis = analyseMemory(text, options);
    expect(analysis.summary.length).toBeLessThanOrEqual(3 * 281);
    for (const sentence of analysis.summary.split(/(?<=\.) /)) expect(text).toContain(sentence);
    expect(analysis.summary).toContain('I need to buy bread tomorrow.');
    expect(analysis.topics.length).toBeLessThanOrEqual(5);
    expect(analysis.importanceScore).toBeLessThanOrEqual(1);
    expect(analysis.entities.people).toEqual([{ text: 'son David', name: 'David', relation: 'son' }]);
  });

  it('cuts a long run-on entry at a word and never adds words', () => {
    const text = 'and then we '.repeat(100).trim();
    const analysis = analyseMemory(text, options);
    expect(analysis.summary.endsWith('…')).toBe(true);
    expect(text.startsWith(analysis.summary.slice(0, -1))).toBe(true);
  });

  it('keeps to the topic limit', () => {
    const text = 'We bought milk, bread, eggs, butter, cheese, apples, tea and jam.';
    expect(analyseMemory(text, { ...options, topicLimit: 2 }).topics).toHaveLength(2);
  });

  it('depends on `now`, never on the clock', () => {
    const text = 'Remember to see the dentist tomorrow at 3pm. Yesterday was lovely.';
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const first = analyseMemory(text, options);
    vi.setSystemTime(new Date('2001-06-15T12:00:00Z'));
    expect(analyseMemory(text, options)).toEqual(first);
    expect(first.actionItems[0]?.due).toBe('2025-03-11T15:00:00.000Z');
    expect(first.entities.dates).toContainEqual({ text: 'Yesterday', date: '2025-03-09' });
  });
});
