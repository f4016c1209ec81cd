import { describe, expect, it } from 'vitest';
import { predictionRun } from '@/testing/prediction-run';
import { emptyTabAction } from './empty-tab-action';
import { filterPredictions, stockLevelPercent } from './filter-predictions';

const groups = predictionRun().predictions;
const label = (category: string) => (category === 'Antibiotics' ? 'Antibióticos' : category);
const names = (filtered: typeof groups) =>
  [...filtered.urgent, ...filtered.moderate, ...filtered.safe].map((entry) => entry.itemName);

describe('filterPredictions', () => {
  it('matches a case-insensitive substring of the name or the category, as stored or as shown', () => {
    expect(names(filterPredictions(groups, 'GLOVES', label))).toEqual(['Nitrile gloves']);
    expect(names(filterPredictions(groups, 'diabetes', label))).toEqual(['Insulin pens']);
    expect(names(filterPredictions(groups, 'antibió', label))).toEqual(['Amoxicillin']);
    expect(names(filterPredictions(groups, '  ', label))).toHaveLength(4);
  });
});

describe('stockLevelPercent', () => {
  it('is stock against the threshold, capped at 100 and never negative', () => {
    expect(stockLevelPercent(10, 20)).toBe(50);
    expect(stockLevelPercent(90, 20)).toBe(100);
    expect(stockLevelPercent(-3, 20)).toBe(0);
    expect(stockLevelPercent(5, 0)).toBe(100);
  });
});

describe('emptyTabAction', () => {
  const none = { urgent: [], moderate: [], safe: [] };
  it('leads to the most pressing other group with items, then clears a search, then runs', () => {
    expect(
      emptyTabAction({ ...none, moderate: groups.moderate, safe: groups.safe }, 'urgent', {
        search: '',
        canRun: true,
      }),
    ).toEqual({ kind: 'tab', tab: 'moderate' });
    expect(emptyTabAction(none, 'safe', { search: 'x', canRun: true })).toEqual({ kind: 'clearSearch' });
    expect(emptyTabAction(none, 'safe', { search: '', canRun: true })).toEqual({ kind: 'run' });
    expect(emptyTabAction(none, 'safe', { search: '', canRun: false })).toBeNull();
  });
});
