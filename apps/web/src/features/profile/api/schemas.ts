// Imported on demand by the request functions (see SchemaLoader in lib/api-client).
export { profileActivityListSchema, profileSchema } from '@careledger/shared';
