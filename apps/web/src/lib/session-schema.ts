// Imported on demand by the session request (see SchemaLoader in lib/api-client).
export {
  activeSessionListSchema,
  authStatusSchema,
  linkedWalletListSchema,
  linkedWalletSchema,
  loginAttemptListSchema,
  recoveryCodesSchema,
  sessionSchema,
  signedOutSessionsSchema,
  signInResultSchema,
  totpEnrolmentSchema,
  walletNonceSchema,
} from '@careledger/shared';
