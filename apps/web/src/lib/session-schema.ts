// Imported on demand by the session request (see lib/response-schemas).
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
