import { z } from 'zod';

// Imported on demand by the request functions (see SchemaLoader in lib/api-client).
export { notificationListSchema, notificationSchema } from '@careledger/shared';

export const readAllResponseSchema = z.object({ updated: z.number().int() });
export const clearResponseSchema = z.object({ deleted: z.number().int() });
