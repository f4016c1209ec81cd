// Imported on demand by the request functions (see SchemaLoader in lib/api-client).
export { dashboardSchema } from '@careledger/shared';
