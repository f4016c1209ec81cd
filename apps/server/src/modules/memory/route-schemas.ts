import { idParam, memoryPatientSchema } from '@careledger/shared';
import { z } from 'zod';

// Path params of the memory routes, and the one list answer the shared contract leaves to the route.

/** `:userId` of a path: a patient's account id (400 when empty or not a UUID, before anything is read). */
export const userIdParamsSchema = z.object({
  userId: z.uuid("userId is the id of a patient's account (for example the demo patient's)."),
});

/** `:alertId` of a path: a carer alert's integer id. */
export const alertIdParamsSchema = z.object({ alertId: idParam });

/** GET /patients: the patients the caller may act for. */
export const memoryPatientListSchema = z.array(memoryPatientSchema);
