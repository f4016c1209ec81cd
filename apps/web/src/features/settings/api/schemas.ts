// Imported on demand by the request functions (see lib/response-schemas).
export { settingsSchema } from '@careledger/shared';
