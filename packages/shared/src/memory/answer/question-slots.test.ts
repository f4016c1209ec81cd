import { describe, expect, it } from 'vitest';
import { createMemoryIndex } from './create-memory-index';
import { buildSlots, searchTextOf, slotCoverage, slotMatch } from './question-slots';
import { termsOf } from './tokenize';

const index = createMemoryIndex([
  { id: 'a', createdAt: '2025-06-01T10:00:00.000Z', text: 'Ruth drove me to the seaside.' },
  { id: 'b', createdAt: '2025-06-02T10:00:00.000Z', text: 'Hugh took the old radio to the tip.' },
]);
const slotsOf = (text: string, type: Parameters<typeof buildSlots>[3] = 'what') =>
  buildSlots(index, text, termsOf(text), type);
const matched = (text: string): Map<string, number> => new Map(termsOf(text).map((term) => [term, 1]));

describe('question slots', () => {
  it('makes a paraphrase one required slot of its words and their alternatives', () => {
    const [take, ruth] = slotsOf('Ruth take me');
    expect(take).toMatchObject({ required: true });
    expect(take?.terms).toEqual(expect.arrayContaining(termsOf('take drove brought')));
    expect(ruth).toMatchObject({ terms: termsOf('Ruth') });
    expect(ruth?.required).toBeUndefined();
    expect(searchTextOf('Ruth take me', slotsOf('Ruth take me'))).toContain('drove');
  });

  it('meets a paraphrase only in the phrasing asked: "drove me", not "took the radio"', () => {
    const [take] = slotsOf('Ruth take me');
    if (!take) throw new Error('no slot');
    expect(slotMatch(take, matched('Ruth drove me to the seaside.'), 'Ruth drove me to the seaside.')).toBe(
      1,
    );
    const radio = 'Hugh took the old radio to the tip.';
    expect(slotMatch(take, matched(radio), radio)).toBe(0);
  });

  it('scores 0 when a required slot is missed, however much else is met', () => {
    const slots = slotsOf('Hugh take me radio');
    const radio = 'Hugh took the old radio to the tip.';
    expect(slotCoverage(slots, matched(radio), radio)).toBe(0);
  });

  it('reads "give me" as "prescribed" or "put me on" only for a medicine or a dose', () => {
    expect(slotsOf('doctor give me', 'medicine').some((slot) => slot.required)).toBe(true);
    expect(slotsOf('Gordon give me', 'who').some((slot) => slot.required)).toBe(false);
  });

  it('requires the purpose of a medicine ("for my cholesterol")', () => {
    const slots = slotsOf('take for my cholesterol', 'medicine');
    expect(slots.find((slot) => slot.terms.includes(termsOf('cholesterol')[0] ?? ''))?.required).toBe(true);
    expect(slotsOf('take for my cholesterol', 'what').some((slot) => slot.required)).toBe(false);
  });

  it('meets "dose" by a stated dose', () => {
    const [dose] = slotsOf('dose');
    if (!dose) throw new Error('no slot');
    expect(slotMatch(dose, new Map(), 'put my patch up to 9.5 mg')).toBe(1);
    expect(slotMatch(dose, new Map(), 'put a new patch on')).toBe(0);
  });
});
