import { z } from 'zod';
import { messageParamsSchema } from './messages/params';

/**
 * Every 4xx/5xx body the API sends: a stable code for programs and a sentence for people, in English. When the
 * sentence comes from the catalogue, `messageKey` (under `errors.` in messages.json) and its `params` let a
 * client word it in the reader's language; zod validation failures and other framework errors have none.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  messageKey: z.string().optional(),
  params: messageParamsSchema.optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
