import { marketplaceAbi } from '@careledger/contracts';
import type { Address, Hex } from '@careledger/shared';
import {
  BaseError,
  ChainMismatchError,
  type ContractFunctionArgs,
  type ContractFunctionName,
  ContractFunctionRevertedError,
  InsufficientFundsError,
  type TransactionReceipt,
  UserRejectedRequestError,
} from 'viem';
import type { MarketplacePublicClient, MarketplaceWalletClient } from './clients';
import { providerErrorCode, REQUEST_PENDING, USER_REJECTED } from './provider-errors';
import { type WalletTextKey, walletText } from './wallet-text';

type MarketplaceAbi = typeof marketplaceAbi;
type Mutability = 'nonpayable' | 'payable';

/** The contract functions a wallet can send: purchase, listProduct, confirmOrder, withdraw, ... */
export type MarketplaceFunctionName = ContractFunctionName<MarketplaceAbi, Mutability>;

/** One contract call, checked against the ABI: `{ functionName: 'purchase', args: [id, qty, price, hash], value }`. */
export type MarketplaceCall<N extends MarketplaceFunctionName = MarketplaceFunctionName> = {
  [F in N]: {
    functionName: F;
    args: ContractFunctionArgs<MarketplaceAbi, Mutability, F>;
    /** Wei sent with the call (purchase only). */
    value?: bigint;
  };
}[N];

/** What the UI shows: waiting for the signature, submitted, then confirmed or failed. */
export type TransactionStep = 'idle' | 'signing' | 'pending' | 'confirmed' | 'failed';

export interface TransactionFailure {
  /** A sentence for the person. */
  message: string;
  /** The contract's custom error name when it was decoded (PriceChanged, ProductInactive, ...). */
  reason: string | null;
}

export type TransactionOutcome =
  | { ok: true; txHash: Hex; receipt: TransactionReceipt }
  | ({ ok: false; txHash: Hex | null } & TransactionFailure);

const CONTRACT_ERROR_NAMES = new Set(
  marketplaceAbi.filter((item) => item.type === 'error').map((item) => item.name),
);

/** The sentence for a contract's custom error: its own translation, else the name in a general sentence. */
export function contractErrorMessage(name: string): string {
  if (CONTRACT_ERROR_NAMES.has(name as never)) {
    const key = `transaction.contractErrors.${name}` as WalletTextKey;
    const text = walletText(key, { defaultValue: '' });
    if (text) return text;
  }
  return walletText('transaction.errors.contract', { name });
}

/** Maps a wallet, viem or contract error to what the person should read. */
export function describeTransactionError(error: unknown): TransactionFailure {
  if (error instanceof BaseError) {
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      const name = reverted.data?.errorName ?? null;
      return name
        ? { message: contractErrorMessage(name), reason: name }
        : { message: walletText('transaction.errors.reverted'), reason: reverted.reason ?? null };
    }
    if (error.walk((e) => e instanceof UserRejectedRequestError))
      return { message: walletText('transaction.errors.rejected'), reason: null };
    if (error.walk((e) => e instanceof ChainMismatchError))
      return { message: walletText('transaction.errors.wrongChain'), reason: null };
    if (error.walk((e) => e instanceof InsufficientFundsError))
      return { message: walletText('transaction.errors.insufficientFunds'), reason: null };
  }
  const code = providerErrorCode(error);
  if (code === USER_REJECTED) return { message: walletText('transaction.errors.rejected'), reason: null };
  if (code === REQUEST_PENDING)
    return { message: walletText('transaction.errors.requestPending'), reason: null };
  return { message: walletText('transaction.errors.failed'), reason: null };
}

export interface SendContractTransactionOptions {
  call: MarketplaceCall;
  contractAddress: Address;
  walletClient: MarketplaceWalletClient;
  publicClient: MarketplacePublicClient;
  onStep: (step: TransactionStep, txHash: Hex | null) => void;
  /** POST /api/marketplace/transactions; its failure does not fail the transaction. */
  track: (txHash: Hex) => Promise<unknown>;
  /** The server's decoded revert reason for a mined, failed transaction. */
  lookUpFailure?: (txHash: Hex) => Promise<string | null>;
  /** Resolves once the server has indexed the mined transaction, so data reloaded next shows its effects. */
  waitUntilRecorded?: (txHash: Hex) => Promise<void>;
}

/**
 * Sends one marketplace call: simulated first (a revert is reported by its custom error before the person
 * signs anything), signed in the wallet, reported to the server, then awaited until mined and indexed.
 */
export async function sendContractTransaction(
  options: SendContractTransactionOptions,
): Promise<TransactionOutcome> {
  const { call, contractAddress, walletClient, publicClient, onStep } = options;
  let txHash: Hex | null = null;
  const fail = (failure: TransactionFailure): TransactionOutcome => {
    onStep('failed', txHash);
    return { ok: false, txHash, ...failure };
  };
  try {
    onStep('signing', null);
    const { request } = await publicClient.simulateContract({
      abi: marketplaceAbi,
      address: contractAddress,
      account: walletClient.account,
      functionName: call.functionName,
      args: call.args,
      ...(call.value === undefined ? {} : { value: call.value }),
    } as Parameters<MarketplacePublicClient['simulateContract']>[0]);
    const hash = await walletClient.writeContract(
      request as Parameters<MarketplaceWalletClient['writeContract']>[0],
    );
    txHash = hash.toLowerCase() as Hex;
    onStep('pending', txHash);
    options.track(txHash).catch(() => undefined);
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status === 'success') {
      await options.waitUntilRecorded?.(txHash).catch(() => undefined);
      onStep('confirmed', txHash);
      return { ok: true, txHash, receipt };
    }
    const reason = await options.lookUpFailure?.(txHash).catch(() => null);
    return fail(
      reason
        ? { message: contractErrorMessage(reason), reason }
        : { message: walletText('transaction.errors.reverted'), reason: null },
    );
  } catch (error) {
    return fail(describeTransactionError(error));
  }
}
