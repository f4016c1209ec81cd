import { describe, expect, it } from 'vitest';
import { buildSkinFormData } from './build-skin-form-data';
import { EMPTY_SKIN_FORM } from './skin-form';

const USER = '00000000-0000-4000-8000-0000000000aa';
const image = new File(['png'], 'mole.png', { type: 'image/png' });

const fields = (body: FormData) =>
  Object.fromEntries([...body.entries()].filter(([name]) => name !== 'image'));

describe('buildSkinFormData', () => {
  it('sends the spec defaults and the file as `image`', () => {
    const body = buildSkinFormData({
      userId: USER,
      form: { ...EMPTY_SKIN_FORM, image },
      fieldOfViewMm: null,
    });
    expect(fields(body)).toEqual({
      userId: USER,
      skinType: 'III',
      bodyPart: 'other',
      hasEvolved: 'false',
      evolutionWeeks: '0',
    });
    expect(body.get('image')).toBe(image);
  });

  it('sends the weeks read from the text when the lesion has changed, and the photo width', () => {
    const form = {
      ...EMPTY_SKIN_FORM,
      image,
      skinType: 'V',
      bodyPart: 'back',
      hasEvolved: true,
      weeksText: '6',
    } as const;
    expect(fields(buildSkinFormData({ userId: USER, form, fieldOfViewMm: '12.5' }))).toEqual({
      userId: USER,
      skinType: 'V',
      bodyPart: 'back',
      hasEvolved: 'true',
      evolutionWeeks: '6',
      fieldOfViewMm: '12.5',
    });
  });

  it('sends 0 weeks for text that is no number, and for weeks typed before unticking the change', () => {
    const changed = { ...EMPTY_SKIN_FORM, image, hasEvolved: true, weeksText: 'soon' };
    expect(
      buildSkinFormData({ userId: USER, form: changed, fieldOfViewMm: null }).get('evolutionWeeks'),
    ).toBe('0');
    const unticked = { ...EMPTY_SKIN_FORM, image, hasEvolved: false, weeksText: '9' };
    expect(
      buildSkinFormData({ userId: USER, form: unticked, fieldOfViewMm: null }).get('evolutionWeeks'),
    ).toBe('0');
  });
});
