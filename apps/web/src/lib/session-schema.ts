// Imported on demand by the session request (see SchemaLoader in lib/api-client).
export { authStatusSchema, sessionSchema, signInResultSchema } from '@careledger/shared';
