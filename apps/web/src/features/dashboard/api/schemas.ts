// Imported on demand by the request functions (see lib/response-schemas).
export { dashboardSchema } from '@careledger/shared';
