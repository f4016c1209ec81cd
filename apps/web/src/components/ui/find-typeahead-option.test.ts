import { describe, expect, it } from 'vitest';
import { findTypeaheadOption } from './find-typeahead-option';

const options = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'blueberry', label: 'Blueberry' },
  { value: 'cherry', label: 'Cherry' },
];

describe('findTypeaheadOption', () => {
  it('moves to the next label starting with a letter, whatever its case', () => {
    expect(findTypeaheadOption(options, 'c', 'apple')?.value).toBe('cherry');
    expect(findTypeaheadOption(options, 'B', 'apple')?.value).toBe('banana');
  });

  it('starts after the current option and wraps round', () => {
    expect(findTypeaheadOption(options, 'b', 'banana')?.value).toBe('blueberry');
    expect(findTypeaheadOption(options, 'b', 'blueberry')?.value).toBe('banana');
    expect(findTypeaheadOption(options, 'a', 'cherry')?.value).toBe('apple');
  });

  it('cycles on a repeated letter and matches a longer search as a prefix', () => {
    expect(findTypeaheadOption(options, 'bb', 'banana')?.value).toBe('blueberry');
    expect(findTypeaheadOption(options, 'blu', 'apple')?.value).toBe('blueberry');
  });

  it('finds nothing when no other label matches', () => {
    expect(findTypeaheadOption(options, 'z', 'apple')).toBeUndefined();
    expect(findTypeaheadOption(options, 'a', 'apple')).toBeUndefined();
    expect(findTypeaheadOption(options, 'ban', 'banana')).toBeUndefined();
    expect(findTypeaheadOption([], 'a', '')).toBeUndefined();
  });
});
