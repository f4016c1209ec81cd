import { describe, expect, it } from 'vitest';
import { extractWhen, readWhen } from './extract-when';

// Told on Tuesday 4 March 2025 at 9:20 am UTC.
const TOLD = new Date('2025-03-04T09:20:00.000Z');

function when(sentence: string, offset = 0): string | null {
  return extractWhen(sentence, TOLD, offset, 2025);
}

describe('extractWhen', () => {
  it('resolves a day and time against the moment the memory was told', () => {
    expect(when('My dentist appointment is on Thursday at 2:30 pm.')).toBe('Thursday 6 March at 2:30 pm');
    expect(when('Tomorrow the nurse comes at 10 am.')).toBe('Wednesday 5 March at 10 am');
  });

  it('reads a weekday in a sentence about the future as the next one', () => {
    expect(when('He is coming to visit on Saturday.')).toBe('Saturday 8 March');
    expect(when('I saw Anna on Saturday.')).toBe('Saturday 1 March');
  });

  it('keeps a part of the day', () => {
    expect(when('I felt dizzy this morning.')).toBe('Tuesday 4 March, in the morning');
    expect(when('I forgot my evening pills last night.')).toBe('Monday 3 March, at night');
  });

  it('gives a routine when no day is named', () => {
    expect(when('I take donepezil 10 mg every night before bed.')).toBe('every night before bed');
  });

  it('puts a clock time alone on the day it was told', () => {
    expect(when('The nurse comes at 4 pm.')).toBe('Tuesday 4 March at 4 pm');
  });

  it('adds the year only when it is not this one, and uses the person’s zone', () => {
    expect(extractWhen('The check-up is on 5 January 2026.', TOLD, 0, 2025)).toBe('Monday 5 January 2026');
    expect(when('I woke up this morning.', -600)).toBe('Monday 3 March, in the morning');
  });

  it('finds nothing when no time is stated, or "sat" only means sat', () => {
    expect(when('I had fish pie for lunch.')).toBeNull();
    expect(when('I sat down for a while.')).toBeNull();
  });

  it('gives the instant a time names, and none for a routine', () => {
    expect(readWhen('The nurse comes on Thursday at 2 pm.', TOLD, 0, 2025)).toEqual({
      text: 'Thursday 6 March at 2 pm',
      atMs: Date.parse('2025-03-06T14:00:00Z'),
    });
    expect(readWhen('I take it every night before bed.', TOLD, 0, 2025)?.atMs).toBeNull();
  });
});
