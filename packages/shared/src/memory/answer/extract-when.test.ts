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
    expect(when('I felt dizzy this morning.')).toBe('Tuesday morning, 4 March');
    expect(when('I forgot my evening pills last night.')).toBe('Monday night, 3 March');
  });

  it('gives a routine when no day is named', () => {
    expect(when('I take donepezil 10 mg every night before bed.')).toBe('every night before bed');
  });

  it('says a clock time in the person’s words, with the digits beside words', () => {
    expect(when('The bus comes at quarter to nine.')).toBe('Tuesday 4 March at quarter to nine (8:45)');
    expect(when('Tendai came at half 8 and I had a shower.')).toBe('Tuesday 4 March at half 8 (8:30)');
    expect(when('Physio on Thursday at half past 2.')).toBe('Thursday 6 March at half past 2 (2:30)');
    expect(when('Took my pills at 10.15.')).toBe('Tuesday 4 March at 10.15');
  });

  it('gives a round of weekdays with its time, and only a clock time to "what time"', () => {
    const told = 'She comes Mondays, Wednesdays and Fridays at 8:30 to help me shower.';
    expect(when(told)).toBe('Mondays, Wednesdays and Fridays at 8:30');
    expect(readWhen('The nurse came on Thursday.', TOLD, 0, 2025, { clock: true })).toBeNull();
    expect(readWhen('The nurse came on Thursday.', TOLD, 0, 2025, { routine: true })).toBeNull();
    expect(readWhen('The nurse comes every Thursday.', TOLD, 0, 2025, { routine: true })?.text).toBe(
      'every Thursday',
    );
  });

  it('says "9.20am" whole, and takes a date over the weekday beside it', () => {
    expect(when('chest pain clinic Wednesday the 12th of March at 9.20am, outpatients')).toBe(
      'Wednesday 12th March at 9.20am',
    );
  });

  it('keeps an ordinal day as the person said it', () => {
    expect(when('Blood test on Thursday 6th March at 8.40.')).toBe('Thursday 6th March at 8.40');
    expect(when('The coffee morning is on Saturday 8th.')).toBe('Saturday 8th March');
  });

  it('reads "for an hour" as a length of time, not a time of day', () => {
    expect(when('Power cut on Saturday night, we sat in the dark for an hour.')).toBe(
      'Saturday night, 1 March',
    );
  });

  it('puts a clock time alone on the day it was told', () => {
    expect(when('The nurse comes at 4 pm.')).toBe('Tuesday 4 March at 4 pm');
  });

  it('adds the year only when it is not this one, and uses the person’s zone', () => {
    expect(extractWhen('The check-up is on 5 January 2026.', TOLD, 0, 2025)).toBe('Monday 5 January 2026');
    expect(when('I woke up this morning.', -600)).toBe('Monday morning, 3 March');
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
