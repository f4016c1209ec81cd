import type { SkinAnalysisResult, SkinAnalysisType } from '@careledger/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, readApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { postFormWithProgress, type UploadCallbacks } from './post-form-with-progress';

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
  const schema = import('./schemas');
  schema.catch(() => undefined);
  const { status, body } = await postFormWithProgress(PATHS[type], form, callbacks);
  if (status < 200 || status > 299) throw await readApiError(status, body);
  const parsed = (await schema).skinAnalysisResultSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error(`Unexpected response from POST /api${PATHS[type]}`, parsed.error);
  throw new ApiRequestError(status, 'INVALID_RESPONSE', i18n.t('errors.invalidResponse'));
}

/** Analyses a photo, then reloads the patient's history lists, which now hold it. */
export function useAnalyseSkin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyseSkin,
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: queryKeys.skin.history(result.userId) }),
  });
}
