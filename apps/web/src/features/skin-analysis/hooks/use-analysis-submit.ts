import { useState } from 'react';
import { useFieldErrors } from '@/hooks/use-field-errors';
import type { FieldError } from '@/lib/read-number-field';
import { buildSkinFormData } from '../lib/build-skin-form-data';
import { readFieldOfView } from '../lib/read-field-of-view';
import type { useSkinAnalysisRun } from './use-skin-analysis-run';
import type { SkinFormControls } from './use-skin-form';

interface AnalysisSubmitOptions {
  controls: SkinFormControls;
  run: Pick<ReturnType<typeof useSkinAnalysisRun>, 'start' | 'clear'>;
  userId: string | null;
}

/**
 * Analyze and Clear. Analyze checks what it can first: a photo ("Please select an image first") and the photo's
 * width; then sends. Clear empties the form and forgets the analysis, cancelling it if it is running.
 */
export function useAnalysisSubmit({ controls, run, userId }: AnalysisSubmitOptions) {
  const { language, errorText, formRef, focusFirstInvalid } = useFieldErrors();
  const [isMissingImage, setMissingImage] = useState(false);
  const [widthError, setWidthError] = useState<FieldError | null>(null);

  const submit = () => {
    const { form } = controls;
    const width = readFieldOfView(form.fieldOfViewText, language);
    setWidthError(width.ok ? null : width.error);
    setMissingImage(form.image === null);
    if (!width.ok) focusFirstInvalid();
    if (form.image === null || !width.ok || userId === null) return;
    run.start(
      buildSkinFormData({ userId, form: { ...form, image: form.image }, fieldOfViewMm: width.normalized }),
    );
  };

  const clear = () => {
    controls.reset();
    run.clear();
    setMissingImage(false);
    setWidthError(null);
  };

  const chooseImage = (file: File | undefined) => {
    controls.chooseImage(file);
    if (file) setMissingImage(false);
  };

  return {
    submit,
    clear,
    chooseImage,
    formRef,
    isMissingImage,
    widthError: errorText(widthError),
    clearWidthError: () => setWidthError(null),
  };
}
