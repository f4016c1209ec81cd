/** Standard EIP-1193 / JSON-RPC error codes the wallet layer reacts to. */
export const USER_REJECTED = 4001;
export const REQUEST_PENDING = -32002;
export const UNRECOGNIZED_CHAIN = 4902;

/**
 * The numeric code of a provider error. Wallets throw plain objects, Errors with `code`, or (MetaMask mobile)
 * nest the real code in `data.originalError`; viem wraps them with the original as `cause`.
 */
export function providerErrorCode(error: unknown): number | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, data, cause } = current as {
      code?: unknown;
      data?: { originalError?: unknown };
      cause?: unknown;
    };
    if (typeof code === 'number') {
      const original = (data?.originalError as { code?: unknown } | undefined)?.code;
      return typeof original === 'number' ? original : code;
    }
    current = cause;
  }
  return null;
}

/** Thrown by connect when the wallet answers with an empty account list (a locked wallet). */
export class NoAccountsError extends Error {
  constructor() {
    super('The wallet returned no accounts.');
    this.name = 'NoAccountsError';
  }
}

export type ConnectErrorKey =
  | 'errors.connectRejected'
  | 'errors.requestPending'
  | 'errors.noAccounts'
  | 'errors.connectFailed';

/** Spec 000 section 8 and DESIGN section 4: the sentence for a failed connection, as a `wallet` key. */
export function connectErrorKey(error: unknown): ConnectErrorKey {
  if (error instanceof NoAccountsError) return 'errors.noAccounts';
  const code = providerErrorCode(error);
  if (code === USER_REJECTED) return 'errors.connectRejected';
  if (code === REQUEST_PENDING) return 'errors.requestPending';
  return 'errors.connectFailed';
}
