// Imported on demand by the administration requests (see SchemaLoader in lib/api-client).
export {
  accountListSchema,
  accountSchema,
  adminSessionListSchema,
  apiTokenCreatedSchema,
  apiTokenListSchema,
  auditEntrySchema,
  inviteSchema,
  pageSchema,
} from '@careledger/shared';
