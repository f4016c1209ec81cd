import type { ChainInfo, Hex, TrackedTransaction } from '@careledger/shared';
import { api } from '@/lib/api-client';
import { responseSchema } from '@/lib/response-validation';

export function getChainInfo(): Promise<ChainInfo> {
  return api.get('/marketplace/chain', responseSchema('wallet', 'chainInfoSchema'));
}

/** Tell the server about a submitted transaction, so it shows as pending before it is mined and indexed. */
export function trackTransaction(txHash: Hex): Promise<TrackedTransaction> {
  return api.post('/marketplace/transactions', responseSchema('wallet', 'trackedTransactionSchema'), {
    txHash,
  });
}

export function getTrackedTransaction(txHash: Hex): Promise<TrackedTransaction> {
  return api.get(`/marketplace/transactions/${txHash}`, responseSchema('wallet', 'trackedTransactionSchema'));
}
