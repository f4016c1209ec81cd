// The auth module's front door: accounts, sessions, sign-in, API tokens, and who a request is.
export { API_TOKEN_PREFIX, readApiToken } from './api-tokens';
export { createAccount, isSetupRequired, type NewAccount } from './create-account';
export {
  demoAccountsExist,
  demoPasswordHash,
  giveDemoAccountsTheirPassword,
  isLoopbackHost,
} from './demo-accounts';
export { hashPassword, SCRYPT_PARAMS, verifyPassword } from './password';
export { actorName, clientOf, type RequestAuth, requireAccount, requirePermission } from './request-auth';
export { authRoutes } from './routes';
export { newSecretToken, sha256 } from './secret-token';
export {
  type ActiveSessionRow,
  type ClientInfo,
  createSession,
  endAccountSessions,
  endSession,
  endSessionByPublicId,
  forgetAccountSessions,
  readSession,
  type SignedInAccount,
  toSessionBody,
  toSignedInAccount,
} from './sessions';
export { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpCode, totpUri, verifyTotp } from './totp';
