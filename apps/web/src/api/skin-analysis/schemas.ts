// Imported on demand by the skin analysis requests (see lib/response-schemas).
import { memoryPatientSchema } from '@careledger/shared';
import { z } from 'zod';

export { skinAnalysisResultSchema, skinHistoryResponseSchema } from '@careledger/shared';

/**
 * GET /api/skin-analysis/patients: the patients the caller may act for, as a bare array. The same
 * `{ id, name }` rows as /api/memory/patients, so the same row schema.
 */
export const skinPatientListSchema = z.array(memoryPatientSchema);
