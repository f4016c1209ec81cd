import { describe, expect, it } from 'vitest';
import { parseTimeFilter } from './parse-time-filter';

// Thursday 6 March 2025, 3 pm UTC.
const NOW = new Date('2025-03-06T15:00:00.000Z');

function range(question: string, offset = 0): [string, string] | null {
  const { filter } = parseTimeFilter(question, NOW, offset);
  return filter ? [filter.start.toISOString(), filter.end.toISOString()] : null;
}

describe('parseTimeFilter', () => {
  it('reads today and yesterday as whole days', () => {
    expect(range('what did I do yesterday?')).toEqual([
      '2025-03-05T00:00:00.000Z',
      '2025-03-06T00:00:00.000Z',
    ]);
    expect(range('who came today')).toEqual(['2025-03-06T00:00:00.000Z', '2025-03-07T00:00:00.000Z']);
  });

  it('reads last week as the calendar week before, Monday to Sunday', () => {
    expect(range('who visited last week?')).toEqual(['2025-02-24T00:00:00.000Z', '2025-03-03T00:00:00.000Z']);
    expect(range('what did I do this week')).toEqual([
      '2025-03-03T00:00:00.000Z',
      '2025-03-10T00:00:00.000Z',
    ]);
    expect(range('anything in the past week?')).toEqual([
      '2025-02-27T00:00:00.000Z',
      '2025-03-07T00:00:00.000Z',
    ]);
  });

  it('reads a weekday as the last one in the past tense and the next one in the future', () => {
    expect(range('who visited on Monday?')).toEqual(['2025-03-03T00:00:00.000Z', '2025-03-04T00:00:00.000Z']);
    expect(range('what did I eat on Saturday?')).toEqual([
      '2025-03-01T00:00:00.000Z',
      '2025-03-02T00:00:00.000Z',
    ]);
    expect(range('who is coming on Monday?')).toEqual([
      '2025-03-10T00:00:00.000Z',
      '2025-03-11T00:00:00.000Z',
    ]);
  });

  it('reads parts of the day', () => {
    expect(range('did I take my pills this morning?')).toEqual([
      '2025-03-06T05:00:00.000Z',
      '2025-03-06T12:00:00.000Z',
    ]);
    expect(range('what happened last night')).toEqual([
      '2025-03-05T17:00:00.000Z',
      '2025-03-06T05:00:00.000Z',
    ]);
    expect(range('how did I feel on Tuesday evening?')).toEqual([
      '2025-03-04T17:00:00.000Z',
      '2025-03-05T00:00:00.000Z',
    ]);
  });

  it('takes days in the person’s zone', () => {
    // At UTC+2, "yesterday" began at 22:00 UTC the day before.
    expect(range('what did I do yesterday?', 120)).toEqual([
      '2025-03-04T22:00:00.000Z',
      '2025-03-05T22:00:00.000Z',
    ]);
  });

  it('sets no filter for a habit, "now", a clock time alone, or no time at all', () => {
    expect(range('which medicine do I take at night?')).toBeNull();
    expect(range('what dose do I take now?')).toBeNull();
    expect(range('what did I do at 3 pm?')).toBeNull();
    expect(range('where are my keys?')).toBeNull();
  });

  it('returns the time phrases to leave out of the search, but not habits', () => {
    const question = 'where did I put my keys yesterday?';
    expect(
      parseTimeFilter(question, NOW, 0).spans.map((span) =>
        question.slice(span.index, span.index + span.length),
      ),
    ).toEqual(['yesterday']);
    expect(parseTimeFilter('what do I take at night', NOW, 0).spans).toEqual([]);
  });
});
