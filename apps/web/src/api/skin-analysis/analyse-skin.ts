import type { SkinAnalysisResult, SkinAnalysisType } from '@careledger/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, readApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { prepareValidation, responseSchema, validateResponse } from '@/lib/response-validation';
import { postFormWithProgress, type UploadCallbacks } from './post-form-with-progress';

const resultSchema = responseSchema('api/skin-analysis', 'skinAnalysisResultSchema');

const PATHS: Record<SkinAnalysisType, string> = {
  basic: '/skin-analysis',
  enhanced: '/enhanced-skin-analysis',
};

export interface AnalyseSkinRequest extends UploadCallbacks {
  type: SkinAnalysisType;
  /** The multipart form: userId, skinType, bodyPart, hasEvolved, evolutionWeeks, fieldOfViewMm?, image. */
  form: FormData;
}

/** Sends a lesion photo to the basic or enhanced analysis, reporting the upload's progress as it goes. */
export async function analyseSkin({
  type,
  form,
  ...callbacks
}: AnalyseSkinRequest): Promise<SkinAnalysisResult> {
  prepareValidation(resultSchema);
  const { status, body } = await postFormWithProgress(PATHS[type], form, callbacks);
  if (status < 200 || status > 299) throw await readApiError(status, body);
  try {
    return await validateResponse(resultSchema, body);
  } catch (cause) {
    console.error(`Unexpected response from POST /api${PATHS[type]}`, cause);
    throw new ApiRequestError(status, 'INVALID_RESPONSE', i18n.t('errors.invalidResponse'));
  }
}

/**
 * Analyses a photo, then reloads the patient's history lists, which now hold it. The result is shown as soon as
 * it is checked: the lists reload behind it rather than holding it back (a slow list is no reason to keep
 * someone waiting for an answer they already have).
 */
export function useAnalyseSkin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyseSkin,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.skin.history(result.userId) });
    },
  });
}
