import { describe, expect, it } from 'vitest';
import { findDurations } from './duration';
import { tokenize } from './tokenize';
import { understandSymptoms } from './understand-symptoms';

const daysIn = (text: string) => findDurations(tokenize(text).tokens).map((duration) => duration.days);
const symptoms = (text: string) =>
  understandSymptoms(text).symptoms.map(({ key, severity, durationDays }) => ({
    key,
    severity,
    durationDays,
  }));

describe('durations', () => {
  it.each([
    ['for three weeks', 21],
    ['since yesterday', 1],
    ['for 2 days', 2],
    ['past 10 days', 10],
    ['a week', 7],
    ['for over a month', 31],
    ['more than 3 days', 4],
    ['a couple of days', 2],
    ['the last few days', 3],
    ['for twenty days', 20],
    ['for 48 hours', 2],
    ['since last week', 7],
    ['for weeks', 14],
    ['started 2 days ago', 2],
  ])('"%s" is %d days', (text, days) => {
    expect(daysIn(text)).toEqual([days]);
  });

  it('does not read rates, ages or pregnancy weeks as durations', () => {
    expect(daysIn('3 times a day')).toEqual([]);
    expect(daysIn('4 beers a day')).toEqual([]);
    expect(daysIn('every day')).toEqual([]);
    expect(daysIn('my 3 month old')).toEqual([]);
    expect(daysIn('my baby is 5 months')).toEqual([]);
    expect(daysIn('72 years of age')).toEqual([]);
    expect(daysIn("I'm 3 days into this cold")).toEqual([3]);
    expect(daysIn('12 weeks pregnant')).toEqual([]);
  });

  it('gives each symptom the nearest duration of its sentence', () => {
    expect(symptoms('a cough for 3 weeks and a fever since yesterday')).toEqual([
      { key: 'cough', severity: undefined, durationDays: 21 },
      { key: 'fever', severity: undefined, durationDays: 1 },
    ]);
    expect(symptoms('fever and chills for 2 days. Rash.')).toEqual([
      { key: 'fever', severity: undefined, durationDays: 2 },
      { key: 'chills', severity: undefined, durationDays: 2 },
      { key: 'rash', severity: undefined, durationDays: undefined },
    ]);
  });
});

describe('severity', () => {
  it.each([
    ['a mild headache', 'mild'],
    ['a slight cough', 'mild'],
    ['a headache, not too bad', 'mild'],
    ['a bad cough', 'moderate'],
    ['a severe sore throat', 'severe'],
    ['terrible heartburn', 'severe'],
    ['a really bad headache', 'severe'],
    ['my throat is killing me', 'severe'],
    ['the worst toothache of my life', 'severe'],
  ])('"%s" is %s', (text, severity) => {
    expect(understandSymptoms(text).symptoms[0]?.severity).toBe(severity);
  });

  it('grades the nearest symptom of the clause only', () => {
    expect(symptoms('a terrible headache and a mild cough')).toEqual([
      { key: 'headache', severity: 'severe', durationDays: undefined },
      { key: 'cough', severity: 'mild', durationDays: undefined },
    ]);
  });

  it('keeps the worst severity and the longest duration when a symptom is said twice', () => {
    expect(symptoms('mild headache since yesterday. The headache is severe and has lasted 3 days.')).toEqual([
      { key: 'headache', severity: 'severe', durationDays: 3 },
    ]);
  });
});
