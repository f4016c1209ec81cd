// Imported on demand by the request functions (see lib/response-schemas), so zod is fetched with
// the first wallet request rather than with the screen.
export { chainInfoSchema, trackedTransactionSchema } from '@careledger/shared';
