// Imported on demand by the request functions (see lib/response-schemas).
export { profileActivityListSchema, profileSchema } from '@careledger/shared';
