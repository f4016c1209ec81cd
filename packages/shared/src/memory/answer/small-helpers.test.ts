import { describe, expect, it } from 'vitest';
import { correctSpelling } from './correct-spelling';
import { editDistance } from './edit-distance';
import { splitSentences } from './split-sentences';
import { asSentence, toSecondPerson } from './to-second-person';

describe('the small helpers', () => {
  it('splits sentences, but not after "Dr." or inside "2.5"', () => {
    expect(splitSentences('Dr. Patel came. I take 2.5 mg now! Is that right?').map((s) => s.text)).toEqual([
      'Dr. Patel came.',
      'I take 2.5 mg now!',
      'Is that right?',
    ]);
    expect(splitSentences('One.\nTwo').map((s) => s.index)).toEqual([0, 5]);
  });

  it('says a first-person phrase back in the second person', () => {
    expect(toSecondPerson('My son Tom')).toBe('Your son Tom');
    expect(toSecondPerson('in the drawer of my desk')).toBe('in the drawer of your desk');
    expect(toSecondPerson('with us and me')).toBe('with you and you');
    expect(asSentence('in the car')).toBe('In the car.');
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('whta', 'what')).toBe(1);
    expect(editDistance('glases', 'glasses')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('corrects only unknown words one typo from a known word', () => {
    const unknown = () => false;
    expect(correctSpelling('where are my glases', unknown)).toBe('where are my glasses');
    expect(correctSpelling('did I take donepezel', unknown)).toBe('did I take donepezil');
    expect(correctSpelling('where are my kyes', unknown, ['keys', 'kettle'])).toBe('where are my keys');
    expect(correctSpelling('what dose', unknown, ['rose'])).toBe('what dose');
    expect(correctSpelling('where are my glases', () => true)).toBe('where are my glases');
    expect(correctSpelling('where is my passport', unknown)).toBe('where is my passport');
  });
});
