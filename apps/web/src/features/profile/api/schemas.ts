import { profileActivitySchema } from '@careledger/shared';
import { z } from 'zod';

// Imported on demand by the request functions (see SchemaLoader in lib/api-client).
export { profileSchema } from '@careledger/shared';

export const activityListSchema = z.object({ items: z.array(profileActivitySchema) });
