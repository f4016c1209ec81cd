// Imported on demand by the session request (see SchemaLoader in lib/api-client).
export {
  authStatusSchema,
  linkedWalletListSchema,
  linkedWalletSchema,
  sessionSchema,
  signInResultSchema,
  walletNonceSchema,
} from '@careledger/shared';
