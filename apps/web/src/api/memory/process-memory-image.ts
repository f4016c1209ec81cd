import type { ProcessMemoryResponse } from '@careledger/shared';
import { ApiRequestError, api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { prepareValidation, responseSchema, validateResponse } from '@/lib/response-validation';

const processedSchema = responseSchema('api/memory', 'processMemoryResponseSchema');

export interface ProcessImageRequest {
  userId: string;
  image: File;
  /** Optional (spec 001 section 5); sent empty when none was written. */
  caption: string;
}

/** Multipart (userId, caption, image): the server reads the image's text and analyses it with the caption. */
export async function processMemoryImage({
  userId,
  image,
  caption,
}: ProcessImageRequest): Promise<ProcessMemoryResponse> {
  const form = new FormData();
  form.append('userId', userId);
  form.append('caption', caption);
  form.append('image', image);
  prepareValidation(processedSchema);
  const response = await api.postRaw('/memory/process-image', form);
  try {
    return await validateResponse(processedSchema, await response.json());
  } catch {
    throw new ApiRequestError(response.status, 'INVALID_RESPONSE', i18n.t('errors.invalidResponse'));
  }
}
