import { z } from 'zod';

/** The largest id a row can have: ids are PostgreSQL `integer`s, so a larger one can name nothing. */
export const MAX_ID = 2_147_483_647;

const ID_MESSAGE = `must be an id, a whole number from 1 to ${MAX_ID}.`;

/**
 * An id in a JSON body: a number, never coerced, so `true`, `"1"`, `[1]` and `" 2 "` are refused instead of
 * quietly becoming row 1 or 2.
 */
export const idField = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(MAX_ID, ID_MESSAGE);

/**
 * An id in a path: a string by nature, so only plain digits without a leading zero (`1`, `42`, never `01`,
 * `1.0`, `1e3`, `+1` or ` 1`) within MAX_ID, then a number.
 */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, ID_MESSAGE)
  .refine((value) => Number(value) <= MAX_ID, ID_MESSAGE)
  .transform(Number);

/** Params of a route whose path ends in `{id}`. */
export const idParamsSchema = z.object({ id: idParam });
