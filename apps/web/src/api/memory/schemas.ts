// Imported on demand by the memory requests (see lib/response-schemas).
import { memoryPatientSchema, memoryTaskSchema } from '@careledger/shared';
import { z } from 'zod';

export {
  memoryHistorySchema,
  memoryQueryResponseSchema,
  memoryReportSchema,
  memoryStatusSchema,
  memoryTaskSchema,
  processMemoryResponseSchema,
} from '@careledger/shared';

// The two list answers the shared contract leaves to the server's routes (apps/server/src/modules/memory):
// bare arrays.

/** GET /api/memory/patients: the patients the caller may act for, the demo patient first. */
export const memoryPatientListSchema = z.array(memoryPatientSchema);

/** GET /api/memory/tasks/:userId: pending tasks by end date, then completed ones. */
export const memoryTaskListSchema = z.array(memoryTaskSchema);
