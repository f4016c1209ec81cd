// Loaded only when a request fails, so the schema library stays out of the first download.
export { apiErrorSchema } from '@careledger/shared';
