import { describe, expect, it } from 'vitest';
import { readCueContext } from './negation';

function contextOf(text: string, cue: string) {
  return readCueContext(text, text.indexOf(cue));
}

describe('readCueContext (NegEx-style window)', () => {
  it('finds a negation in the words before a cue', () => {
    expect(contextOf("i didn't fall today", 'fall').isNegated).toBe(true);
    expect(contextOf('no chest pain or dizziness', 'dizziness').isNegated).toBe(true);
    expect(contextOf('she has never been confused', 'confused').isNegated).toBe(true);
    expect(contextOf('i did not feel dizzy', 'dizzy').isNegated).toBe(true);
    expect(contextOf('i dont feel dizzy', 'dizzy').isNegated).toBe(true);
  });

  it('leaves an asserted cue alone', () => {
    expect(contextOf('i fell in the kitchen', 'fell')).toEqual({ isNegated: false, isHypothetical: false });
  });

  it('stops at a clause boundary', () => {
    expect(contextOf('no dizziness but i fell', 'fell').isNegated).toBe(false);
    expect(contextOf("i didn't sleep. i fell in the night", 'fell').isNegated).toBe(false);
    expect(contextOf("i didn't sleep and i fell", 'fell').isNegated).toBe(false);
    expect(contextOf("i didn't sleep, she fell", 'fell').isNegated).toBe(false);
  });

  it('looks only five words back', () => {
    expect(contextOf('no, really, it was the day after the party when i fell', 'fell').isNegated).toBe(false);
    expect(contextOf('not that i can say that she fell', 'fell').isNegated).toBe(false);
  });

  it('does not read "no longer" as a negation', () => {
    expect(contextOf('she is no longer eating', 'eating').isNegated).toBe(false);
  });

  it('marks fears and conditions as hypothetical, but "might have" as possibly real', () => {
    expect(contextOf("i'm afraid she might fall", 'fall').isHypothetical).toBe(true);
    expect(contextOf('sit down in case you feel dizzy', 'dizzy').isHypothetical).toBe(true);
    expect(contextOf('if i feel dizzy again', 'dizzy').isHypothetical).toBe(true);
    expect(contextOf('i might have taken my pills twice', 'taken').isHypothetical).toBe(false);
    expect(contextOf('put the pill case away', 'away').isHypothetical).toBe(false);
  });
});
