// Imported on demand by the request functions (see SchemaLoader in lib/api-client), so zod is fetched with
// the first wallet request rather than with the screen.
export { chainInfoSchema, trackedTransactionSchema } from '@careledger/shared';
