import { z } from 'zod';

/** Every 4xx/5xx body the API sends: a stable code for programs and a sentence for people. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
