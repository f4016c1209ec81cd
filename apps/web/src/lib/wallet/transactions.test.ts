import { marketplaceAbi } from '@careledger/contracts';
import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  UserRejectedRequestError,
} from 'viem';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '@/testing/i18n';
import type { MarketplacePublicClient, MarketplaceWalletClient } from './clients';
import { describeTransactionError, sendContractTransaction, type TransactionStep } from './transactions';

const CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

function revert(errorName: string, args: readonly unknown[]) {
  const data = encodeErrorResult({ abi: marketplaceAbi, errorName, args } as never);
  const cause = new ContractFunctionRevertedError({ abi: marketplaceAbi, data, functionName: 'purchase' });
  return new ContractFunctionExecutionError(cause, {
    abi: marketplaceAbi,
    functionName: 'purchase',
    args: [1n, 1n, 1n, `0x${'00'.repeat(32)}`],
    contractAddress: CONTRACT,
  });
}

describe('describeTransactionError', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('wallet');
  });

  it('names the contract’s custom error', () => {
    expect(describeTransactionError(revert('PriceChanged', [100n, 200n]))).toEqual({
      message: 'The price changed since you opened it. Check the new price and try again.',
      reason: 'PriceChanged',
    });
    expect(describeTransactionError(revert('ProductInactive', [3n])).reason).toBe('ProductInactive');
  });

  it('words the errors of the escrow rules: a swapped description, an overflowing total, a timeout not passed', () => {
    const shown = `0x${'ab'.repeat(32)}`;
    const now = `0x${'cd'.repeat(32)}`;
    expect(describeTransactionError(revert('MetadataChanged', [shown, now]))).toEqual({
      message: 'The description changed since you opened it. Review the product and try again.',
      reason: 'MetadataChanged',
    });
    expect(describeTransactionError(revert('TotalOverflow', [2n ** 255n, 2n])).message).toBe(
      'The total price is too large to pay. Choose a smaller quantity.',
    );
    expect(describeTransactionError(revert('TooEarly', [1_800_000_000n])).message).toBe(
      'It is too early: the waiting time for this step (shipping or delivery) has not passed yet.',
    );
  });

  it('says the person rejected it, whether viem wrapped the error or not', () => {
    const rejected = { message: 'Transaction rejected in the wallet.', reason: null };
    expect(describeTransactionError(new UserRejectedRequestError(new Error('denied')))).toEqual(rejected);
    expect(describeTransactionError({ code: 4001, message: 'User denied' })).toEqual(rejected);
  });

  it('falls back to a general sentence', () => {
    expect(describeTransactionError(new Error('socket hang up')).message).toBe(
      'The transaction did not go through. Please try again.',
    );
  });
});

describe('sendContractTransaction', () => {
  const HASH = `0x${'ab'.repeat(32)}` as const;

  // Stand-ins for viem's clients: only the three calls the flow makes, with canned answers.
  function clients(receiptStatus: 'success' | 'reverted', write = async () => HASH) {
    const publicClient = {
      simulateContract: async (parameters: unknown) => ({ request: parameters }),
      waitForTransactionReceipt: async () => ({ status: receiptStatus, transactionHash: HASH }),
    } as unknown as MarketplacePublicClient;
    const walletClient = { account: { address: CONTRACT, type: 'json-rpc' }, writeContract: write };
    return { publicClient, walletClient: walletClient as unknown as MarketplaceWalletClient };
  }

  async function run(receiptStatus: 'success' | 'reverted', write?: () => Promise<typeof HASH>) {
    const steps: [TransactionStep, string | null][] = [];
    const track = vi.fn(async () => undefined);
    const outcome = await sendContractTransaction({
      call: { functionName: 'withdraw', args: [] },
      contractAddress: CONTRACT,
      ...clients(receiptStatus, write),
      onStep: (step, hash) => steps.push([step, hash]),
      track,
      lookUpFailure: async () => 'NothingToWithdraw',
    });
    return { steps, track, outcome };
  }

  it('goes signing -> pending (reported to the server) -> confirmed', async () => {
    const { steps, track, outcome } = await run('success');
    expect(steps).toEqual([
      ['signing', null],
      ['pending', HASH],
      ['confirmed', HASH],
    ]);
    expect(track).toHaveBeenCalledWith(HASH);
    expect(outcome).toMatchObject({ ok: true, txHash: HASH });
  });

  it("fails a mined revert with the server's decoded reason", async () => {
    const { steps, outcome } = await run('reverted');
    expect(steps.at(-1)).toEqual(['failed', HASH]);
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'NothingToWithdraw',
      message: 'There is nothing to withdraw.',
    });
  });

  it('fails without a hash when the wallet rejects the signature', async () => {
    const { steps, outcome } = await run('success', async () => {
      throw { code: 4001, message: 'User denied' };
    });
    expect(steps).toEqual([
      ['signing', null],
      ['failed', null],
    ]);
    expect(outcome).toMatchObject({
      ok: false,
      txHash: null,
      message: 'Transaction rejected in the wallet.',
    });
  });
});
