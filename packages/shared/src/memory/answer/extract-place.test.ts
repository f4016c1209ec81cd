import { describe, expect, it } from 'vitest';
import { findFrequencies } from './extract-medicine';
import { extractPlace } from './extract-place';
import { readDates } from './read-dates';

function place(sentence: string, anchorWord?: string): string | null {
  const anchor = anchorWord ? sentence.indexOf(anchorWord) + anchorWord.length : 0;
  const timeSpans = [
    ...readDates(sentence, new Date('2025-03-04T09:00:00Z'), 0),
    ...findFrequencies(sentence),
  ];
  return extractPlace(sentence, anchor, timeSpans);
}

describe('extractPlace', () => {
  it('takes the prepositional phrase to the end of its clause', () => {
    expect(place('I put my reading glasses in the top drawer of the desk.')).toBe(
      'in the top drawer of the desk',
    );
    expect(place('I left my walking stick in the car after the trip to the shops.')).toBe('in the car');
    expect(place('The spare key is under the flowerpot, by the back door.')).toBe('under the flowerpot');
  });

  it('knows compound prepositions', () => {
    expect(place('I put my phone on charge next to the bed.', 'phone')).toBe('on charge next to the bed');
    expect(place('The letters are on top of the fridge.')).toBe('on top of the fridge');
    expect(place('My slippers are behind the sofa.')).toBe('behind the sofa');
    expect(place('the remote was down the side of the armchair')).toBe('down the side of the armchair');
  });

  it('never takes a time for a place', () => {
    expect(place('On Thursday at 2:30 pm I have the dentist at the surgery on High Street.')).toBe(
      'at the surgery on High Street',
    );
    expect(place('I take my pills in the morning.')).toBeNull();
    expect(place('I had a nap in the afternoon.')).toBeNull();
  });

  it('prefers the phrase after the thing asked about', () => {
    expect(place('We walked to the park and fed the ducks by the pond.', 'ducks')).toBe('by the pond');
  });

  it('reads "to" as a place only after a verb of motion and before a destination', () => {
    expect(place('I went to church with Joan.')).toBe('to church with Joan');
    expect(place('Nurse Maria came to check my blood pressure.')).toBeNull();
    expect(place('I need to buy bread.')).toBeNull();
  });

  it('finds nothing in a sentence without a place', () => {
    expect(place('For lunch I had tomato soup.')).toBeNull();
  });
});
