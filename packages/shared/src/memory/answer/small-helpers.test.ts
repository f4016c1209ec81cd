import { describe, expect, it } from 'vitest';
import { negatesFound } from './answer-yes-no';
import { correctSpelling } from './correct-spelling';
import { editDistance } from './edit-distance';
import { matchSentence } from './match-sentence';
import { splitSentences } from './split-sentences';
import { isFutureTense } from './tense';
import { asSentence, toSecondPerson } from './to-second-person';
import { termsOf, tokenize } from './tokenize';

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

  it('reads "next week" as the future, "next door" and "next to" as places', () => {
    expect(isFutureTense('I must ring the optician next week')).toBe(true);
    expect(isFutureTense('Gordon from next door popped in')).toBe(false);
    expect(isFutureTense('I left it next to the kettle')).toBe(false);
  });

  it('reads an idiom by its meaning: "fell asleep" is sleeping', () => {
    expect(tokenize('I fell asleep.').map((token) => token.word)).toEqual(['I', 'slept', 'asleep']);
    expect(termsOf('I fell asleep')).toEqual(termsOf('I slept asleep'));
    expect(termsOf('I fell on the stairs')).toEqual(termsOf('I fall on the stairs'));
  });

  it('matches a sentence word to the same question word before a near one', () => {
    const [sentence] = splitSentences('I fell asleep.');
    if (!sentence) throw new Error('no sentence');
    expect([...matchSentence(sentence, termsOf('sleep asleep'), () => 1).found].sort()).toEqual(
      termsOf('asleep sleep').sort(),
    );
  });

  it('finds a negation only where it governs a word asked about', () => {
    const found = new Set(termsOf('take pills news'));
    expect(negatesFound('I forgot to take my pills', found)).toBe(true);
    expect(negatesFound('I took my pills but missed the bus', new Set(termsOf('take pills')))).toBe(false);
    expect(negatesFound('No bones broken', new Set(termsOf('bones')))).toBe(true);
  });
});
