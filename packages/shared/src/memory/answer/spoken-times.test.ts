import { describe, expect, it } from 'vitest';
import { readDates } from './read-dates';

const TOLD = new Date('2026-03-02T09:00:00.000Z');

function clock(text: string): string[] {
  return readDates(text, TOLD, 0)
    .filter((date) => date.namesTime)
    .map((date) => `${date.hour}:${String(date.minute).padStart(2, '0')}`);
}

describe('clock times as people say them', () => {
  it('reads past, to and the British "half 8"', () => {
    expect(clock('the bus at quarter to nine')).toEqual(['8:45']);
    expect(clock('physio at half past 2')).toEqual(['2:30']);
    expect(clock('tea at ten past eleven')).toEqual(['11:10']);
    expect(clock('taxi at twenty-five to 4 pm')).toEqual(['15:35']);
    expect(clock('Tendai came at half 8 and stayed an hour')).toEqual(['8:30']);
    expect(clock('half 10 in the morning')).toEqual(['10:30']);
  });

  it('leaves halves of other things, and lengths of time, alone', () => {
    expect(clock('took half a tablet')).toEqual([]);
    expect(clock('half 2 tablets')).toEqual([]);
    expect(clock('we sat in the dark for an hour')).toEqual([]);
  });
});
