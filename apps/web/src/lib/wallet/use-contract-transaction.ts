import type { Hex } from '@careledger/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { getTrackedTransaction, trackTransaction } from './marketplace-api';
import { getWalletStore } from './page-wallet-store';
import { loadSigner, loadTransactions, type Signer } from './signer';
import type { MarketplaceCall, TransactionOutcome, TransactionStep } from './transactions';
import { useChainInfo } from './use-chain-info';
import { walletText } from './wallet-text';

interface TransactionState {
  step: TransactionStep;
  txHash: Hex | null;
  /** The failure's sentence while `step` is 'failed'. */
  error: string | null;
  /** The contract's custom error name, when decoded. */
  revertReason: string | null;
}

const IDLE: TransactionState = { step: 'idle', txHash: null, error: null, revertReason: null };

/** The server's decoded revert reason for a mined transaction that failed. */
async function lookUpFailure(txHash: Hex): Promise<string | null> {
  return (await getTrackedTransaction(txHash)).error;
}

/** How long to wait for the server to index a mined transaction before reloading anyway, and how often to ask. */
const RECORD_WAIT_MS = 20_000;
const RECORD_POLL_MS = 250;

/**
 * The server marks a tracked transaction mined once its indexer has written the transaction's events. Until
 * then a reload would still show the old stock or order, so the screen waits for it (a 404 only means the
 * report of the hash has not arrived yet).
 */
async function waitUntilRecorded(txHash: Hex): Promise<void> {
  const deadline = Date.now() + RECORD_WAIT_MS;
  while (Date.now() < deadline) {
    const tracked = await getTrackedTransaction(txHash).catch(() => null);
    if (tracked && tracked.state !== 'pending') return;
    await new Promise((wake) => setTimeout(wake, RECORD_POLL_MS));
  }
}

/**
 * Sends marketplace contract calls from the connected wallet, with the step to show (`<TransactionSteps>`).
 * On confirmation every query under the marketplace root (lib/query-keys) is invalidated.
 */
export function useContractTransaction() {
  const { data: chainInfo } = useChainInfo();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TransactionState>(IDLE);

  const run = useCallback(
    async (call: MarketplaceCall): Promise<TransactionOutcome> => {
      const fail = (message: string): TransactionOutcome => {
        setState({ step: 'failed', txHash: null, error: message, revertReason: null });
        return { ok: false, txHash: null, message, reason: null };
      };
      if (!chainInfo) return fail(walletText('transaction.errors.noWallet'));
      // Busy at once: viem may still be on its way (it loads with the first signature).
      setState({ step: 'signing', txHash: null, error: null, revertReason: null });
      let loaded: [Signer | null, typeof import('./transactions')];
      try {
        loaded = await Promise.all([
          loadSigner(getWalletStore().getSnapshot(), chainInfo),
          loadTransactions(),
        ]);
      } catch {
        return fail(walletText('transaction.errors.failed'));
      }
      const [signer, { sendContractTransaction }] = loaded;
      if (!signer) return fail(walletText('transaction.errors.noWallet'));
      const { walletClient, publicClient } = signer;
      const outcome = await sendContractTransaction({
        call,
        contractAddress: chainInfo.contractAddress,
        walletClient,
        publicClient,
        track: trackTransaction,
        lookUpFailure,
        waitUntilRecorded,
        onStep: (step, txHash) => setState({ step, txHash, error: null, revertReason: null }),
      });
      if (outcome.ok) await queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.all });
      else
        setState({
          step: 'failed',
          txHash: outcome.txHash,
          error: outcome.message,
          revertReason: outcome.reason,
        });
      return outcome;
    },
    [chainInfo, queryClient],
  );

  const reset = useCallback(() => setState(IDLE), []);

  return {
    run,
    reset,
    ...state,
    /** Signing or pending: disable the button that started it. */
    isBusy: state.step === 'signing' || state.step === 'pending',
  };
}

export type ContractTransaction = ReturnType<typeof useContractTransaction>;
