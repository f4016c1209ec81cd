import type { ChainInfo, Hex, TrackedTransaction } from '@careledger/shared';
import { api } from '@/lib/api-client';

export function getChainInfo(): Promise<ChainInfo> {
  return api.get('/marketplace/chain', () => import('./schemas').then((m) => m.chainInfoSchema));
}

/** Tell the server about a submitted transaction, so it shows as pending before it is mined and indexed. */
export function trackTransaction(txHash: Hex): Promise<TrackedTransaction> {
  return api.post(
    '/marketplace/transactions',
    () => import('./schemas').then((m) => m.trackedTransactionSchema),
    { txHash },
  );
}

export function getTrackedTransaction(txHash: Hex): Promise<TrackedTransaction> {
  return api.get(`/marketplace/transactions/${txHash}`, () =>
    import('./schemas').then((m) => m.trackedTransactionSchema),
  );
}
