import type { Address } from '@careledger/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletClient } from 'viem';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { responseSchema } from '@/lib/response-validation';

export function useLinkedWallets(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.linkedWallets(),
    queryFn: () => api.get('/account/wallets', responseSchema('session', 'linkedWalletListSchema')),
    enabled,
  });
}

/**
 * Links the connected wallet to the signed-in account (EIP-4361): a nonce from the server, a message for this
 * site and chain, signed in the wallet, checked by the server. Marketplace news and receipts follow linked wallets.
 */
export function useLinkWallet() {
  const queryClient = useQueryClient();
  return async (walletClient: WalletClient, address: Address, chainId: number, statement: string) => {
    const { nonce } = await api.post(
      '/account/wallets/nonce',
      responseSchema('session', 'walletNonceSchema'),
    );
    // viem's SIWE writer loads with the first link, like the rest of viem (signer.ts).
    const { createSiweMessage } = await import('viem/siwe');
    const message = createSiweMessage({
      address: walletClient.account?.address ?? (address as `0x${string}`),
      chainId,
      domain: window.location.host,
      uri: window.location.origin,
      version: '1',
      nonce,
      issuedAt: new Date(),
      statement,
    });
    const signature = await walletClient.signMessage({ account: address as `0x${string}`, message });
    await api.post('/account/wallets', responseSchema('session', 'linkedWalletSchema'), {
      message,
      signature,
    });
    await queryClient.invalidateQueries({ queryKey: queryKeys.linkedWallets() });
  };
}
