import { parseEvolutionWeeks } from './evolution-weeks';
import type { SkinForm } from './skin-form';

export interface SkinFormDataInput {
  userId: string;
  form: SkinForm & { image: File };
  /** The photo's width as the server reads it ("40", "12.5"), or null when none was given. */
  fieldOfViewMm: string | null;
}

/**
 * The multipart body of both analysis endpoints: text fields as the contract's skinAnalysisFieldsSchema reads
 * them, then the file. Weeks count only when the lesion has changed.
 */
export function buildSkinFormData({ userId, form, fieldOfViewMm }: SkinFormDataInput): FormData {
  const body = new FormData();
  body.append('userId', userId);
  body.append('skinType', form.skinType);
  body.append('bodyPart', form.bodyPart);
  body.append('hasEvolved', String(form.hasEvolved));
  body.append('evolutionWeeks', String(form.hasEvolved ? parseEvolutionWeeks(form.weeksText) : 0));
  if (fieldOfViewMm !== null) body.append('fieldOfViewMm', fieldOfViewMm);
  body.append('image', form.image);
  return body;
}
