import { describe, expect, it } from 'vitest';
import { findMedicines } from './extract-medicine';
import { medicineSegment } from './medicine-segment';

describe('the part of a sentence about one medicine', () => {
  const sentence = 'I take bisoprolol 5 mg for my heart, and citalopram 20 mg at night for my nerves.';
  const slice = (question: string, asked: string[] = []): string => {
    const part = medicineSegment(sentence, findMedicines(sentence), question, asked);
    return sentence.slice(part.index, part.index + part.length);
  };

  it('takes the part of the medicine asked about, or of the question’s words', () => {
    expect(slice('How much citalopram do I take?', ['citalopram'])).toBe(
      'citalopram 20 mg at night for my nerves.',
    );
    expect(slice('What do I take for my heart?')).toBe('I take bisoprolol 5 mg for my heart, and ');
  });

  it('keeps the whole sentence when nothing tells the parts apart', () => {
    expect(slice('Which medicines do I take?')).toBe(sentence);
    expect(
      medicineSegment('I take bisoprolol 5 mg.', findMedicines('I take bisoprolol 5 mg.'), 'x', []),
    ).toEqual({
      index: 0,
      length: 23,
    });
  });
});
