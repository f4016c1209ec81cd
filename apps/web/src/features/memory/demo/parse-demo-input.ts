import { processTextRequestSchema } from '@careledger/shared';
import type { z } from 'zod';
import { DEMO_INVALID_INPUT, DEMO_NO_USER_ID, DemoMemoryError } from './demo-memory-error';

/** The input as the schema reads it, or a DemoMemoryError with the schema's first sentence, as the API's 400 says. */
export function parseDemoInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'The request is not valid.';
  throw new DemoMemoryError(DEMO_INVALID_INPUT, message);
}

/** Spec sections 5 and 8: every action needs a current user id ("No user ID set"), and it is a patient's uuid. */
export function requireUserId(userId: string): string {
  if (userId.trim() === '') throw new DemoMemoryError(DEMO_NO_USER_ID, 'No user ID set');
  return parseDemoInput(processTextRequestSchema.shape.userId, userId);
}
