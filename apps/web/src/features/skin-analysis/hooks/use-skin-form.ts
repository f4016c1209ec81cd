import { useCallback, useState } from 'react';
import { parseEvolutionWeeks } from '../lib/evolution-weeks';
import { EMPTY_SKIN_FORM, type SkinForm } from '../lib/skin-form';
import { type SkinImageProblem, skinImageProblem } from '../lib/skin-image-problem';

/** A file refused, named so the message can say which. */
export interface RefusedImage {
  name: string;
  problem: SkinImageProblem;
}

/**
 * The form's fields. A chosen or dropped file that is not an image, or is too large, is refused and not kept
 * (the photo chosen before stays). Weeks typed as anything but a number read as 0 once the field is left.
 */
export function useSkinForm() {
  const [form, setForm] = useState<SkinForm>(EMPTY_SKIN_FORM);
  const [refused, setRefused] = useState<RefusedImage | null>(null);

  const change = useCallback(<Field extends keyof SkinForm>(field: Field, value: SkinForm[Field]) => {
    setForm((current) => ({ ...current, [field]: value }));
  }, []);

  const chooseImage = useCallback((file: File | undefined) => {
    if (!file) return;
    const problem = skinImageProblem(file);
    setRefused(problem ? { name: file.name, problem } : null);
    if (!problem) setForm((current) => ({ ...current, image: file }));
  }, []);

  const settleWeeks = useCallback(() => {
    setForm((current) => ({ ...current, weeksText: String(parseEvolutionWeeks(current.weeksText)) }));
  }, []);

  const reset = useCallback(() => {
    setForm(EMPTY_SKIN_FORM);
    setRefused(null);
  }, []);

  return { form, refused, change, chooseImage, settleWeeks, reset };
}

export type SkinFormControls = ReturnType<typeof useSkinForm>;
