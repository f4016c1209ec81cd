// Imported on demand by the request functions (see SchemaLoader in lib/api-client).
export { settingsSchema } from '@careledger/shared';
