import { describe, expect, it } from 'vitest';
import { type ImportanceFeatures, scoreImportance } from './importance';

const plain: ImportanceFeatures = {
  hasText: true,
  urgencyLevel: 'normal',
  compound: 0,
  entityCount: 0,
  dateCount: 0,
  actionItemCount: 0,
};

describe('scoreImportance', () => {
  it('is 0.10 for a plain neutral remark and 0 for no text', () => {
    expect(scoreImportance(plain)).toBe(0.1);
    expect(scoreImportance({ ...plain, hasText: false, urgencyLevel: 'high' })).toBe(0);
  });

  it('adds 0.70 for high urgency and 0.40 for medium', () => {
    expect(scoreImportance({ ...plain, urgencyLevel: 'high' })).toBe(0.8);
    expect(scoreImportance({ ...plain, urgencyLevel: 'medium' })).toBe(0.5);
  });

  it('adds 0.15 × sentiment strength, whatever its sign', () => {
    expect(scoreImportance({ ...plain, compound: -0.8 })).toBe(0.22);
    expect(scoreImportance({ ...plain, compound: 0.8 })).toBe(0.22);
  });

  it('adds 0.04 per named entity up to 4, 0.10 for any date, 0.10 per task up to 2', () => {
    expect(scoreImportance({ ...plain, entityCount: 2 })).toBe(0.18);
    expect(scoreImportance({ ...plain, entityCount: 9 })).toBe(0.26);
    expect(scoreImportance({ ...plain, dateCount: 3 })).toBe(0.2);
    expect(scoreImportance({ ...plain, actionItemCount: 1 })).toBe(0.2);
    expect(scoreImportance({ ...plain, actionItemCount: 5 })).toBe(0.3);
  });

  it('puts a medium entry with a date at yellow (0.6) and keeps normal ones below red (0.8)', () => {
    expect(scoreImportance({ ...plain, urgencyLevel: 'medium', dateCount: 1 })).toBe(0.6);
    const busiestNormal = { ...plain, compound: -1, entityCount: 10, dateCount: 5, actionItemCount: 5 };
    expect(scoreImportance(busiestNormal)).toBe(0.71);
  });

  it('clamps to 1', () => {
    const everything = { ...plain, urgencyLevel: 'high' as const, compound: 1, entityCount: 4, dateCount: 1 };
    expect(scoreImportance({ ...everything, actionItemCount: 2 })).toBe(1);
  });
});
