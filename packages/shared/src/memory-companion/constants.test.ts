import { describe, expect, it } from 'vitest';
import { IMPORTANCE_COLOUR_FLOORS, importanceTone, urgencyTone } from './constants';

describe('importanceTone (spec section 9)', () => {
  it('is red from 0.8 up', () => {
    expect(IMPORTANCE_COLOUR_FLOORS.red).toBe(0.8);
    expect(importanceTone(0.8)).toBe('red');
    expect(importanceTone(1)).toBe('red');
  });

  it('is yellow from 0.6 to just under 0.8', () => {
    expect(importanceTone(0.79)).toBe('yellow');
    expect(importanceTone(0.6)).toBe('yellow');
  });

  it('is green below 0.6', () => {
    expect(importanceTone(0.59)).toBe('green');
    expect(importanceTone(0)).toBe('green');
  });
});

describe('urgencyTone (spec section 9)', () => {
  it('is red for high and yellow for medium', () => {
    expect(urgencyTone('high')).toBe('red');
    expect(urgencyTone('medium')).toBe('yellow');
  });

  it('is none for normal, where no badge shows', () => {
    expect(urgencyTone('normal')).toBeNull();
  });
});
