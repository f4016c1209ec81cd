import { describe, expect, it } from 'vitest';
import { skinAnalysisFieldsSchema } from './schemas';

const userId = '00000000-0000-4000-8000-000000000001';

describe('skinAnalysisFieldsSchema (multipart text fields)', () => {
  it('fills the spec defaults: skin type III, body part other, not evolved, 0 weeks', () => {
    expect(skinAnalysisFieldsSchema.parse({ userId })).toEqual({
      userId,
      skinType: 'III',
      bodyPart: 'other',
      hasEvolved: false,
      evolutionWeeks: 0,
    });
  });

  it('reads the form text as booleans and numbers', () => {
    const parsed = skinAnalysisFieldsSchema.parse({
      userId,
      skinType: 'V',
      bodyPart: 'back',
      hasEvolved: 'true',
      evolutionWeeks: '6',
      fieldOfViewMm: '40.5',
    });
    expect(parsed).toMatchObject({ hasEvolved: true, evolutionWeeks: 6, fieldOfViewMm: 40.5 });
  });

  it.each([
    [{ skinType: 'VII' }, /Fitzpatrick/],
    [{ bodyPart: 'elbow' }, /bodyPart is one of face, neck/],
    [{ evolutionWeeks: '-1' }, /whole number from 0/],
    [{ evolutionWeeks: '1.5' }, /whole number from 0/],
    [{ evolutionWeeks: '521' }, /whole number from 0 to 520/],
    [{ hasEvolved: 'yes' }, /"true" or "false"/],
    [{ fieldOfViewMm: '2' }, /from 5 to 500 mm/],
    [{ userId: 'demo-user' }, /patient the photo belongs to/],
    [{ colour: 'red' }, /colour/],
  ])('refuses %o with a sentence saying what is wanted', (fields, message) => {
    const result = skinAnalysisFieldsSchema.safeParse({ userId, ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' ')).toMatch(message);
  });
});
