// The administration answers' schemas, checked where lib/response-validation checks answers.
import { auditEntrySchema, pageSchema } from '@careledger/shared';

export {
  accountListSchema,
  accountSchema,
  adminSessionListSchema,
  apiTokenCreatedSchema,
  apiTokenListSchema,
  inviteSchema,
} from '@careledger/shared';

/** A page of the audit log. */
export const auditPageSchema = pageSchema(auditEntrySchema);
