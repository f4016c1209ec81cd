import { devAccounts } from '@careledger/contracts';
import type { Address, Hex } from '@careledger/shared';
import { createWalletClient, custom, defineChain, hexToBigInt, hexToNumber, isHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { NATIVE_CURRENCY } from './chain';

/** An eth_sendTransaction request as a site sends it: addresses and data, quantities in hex. */
export interface RpcTransactionRequest {
  from?: string;
  to?: Address | null;
  data?: Hex;
  /** Some sites send the calldata as `input`. */
  input?: Hex;
  value?: Hex;
  gas?: Hex;
  nonce?: Hex;
  gasPrice?: Hex;
  maxFeePerGas?: Hex;
  maxPriorityFeePerGas?: Hex;
}

export interface DemoSigner {
  /**
   * Fills what the request leaves out (nonce from eth_getTransactionCount 'pending', gas from eth_estimateGas,
   * fees from the latest block and eth_maxPriorityFeePerGas), signs it and sends it with eth_sendRawTransaction.
   */
  sendTransaction(request: RpcTransactionRequest): Promise<Hex>;
  /** personal_sign: an EIP-191 signature of the message (hex bytes, or text from sites that send it as text). */
  signMessage(message: string): Promise<Hex>;
}

export interface DemoSignerOptions {
  address: Address;
  chainId: number;
  rpcUrl: string;
  /** A JSON-RPC call to the server's proxy, which reads and relays signed transactions but signs nothing. */
  request: (method: string, params: unknown) => Promise<unknown>;
}

const quantity = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value));

/**
 * Signs as one of the dev chain's accounts, in the browser, with anvil's published test key for it
 * (`devAccounts` of @careledger/contracts). Null for an address that is not a dev account. The demo wallet loads
 * this file on its first signature, so viem's signing code reaches only those who use the demo wallet.
 */
export function createDemoSigner({
  address,
  chainId,
  rpcUrl,
  request,
}: DemoSignerOptions): DemoSigner | null {
  const dev = devAccounts.find((a) => a.address.toLowerCase() === address.toLowerCase());
  if (!dev) return null;
  const account = privateKeyToAccount(dev.privateKey);
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chainId,
      name: 'CareLedger dev chain',
      nativeCurrency: NATIVE_CURRENCY,
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    // No retries: the proxy's answers do not change on asking again, and a wallet reports a failure at once.
    transport: custom({ request: ({ method, params }) => request(method, params) }, { retryCount: 0 }),
  });
  return {
    sendTransaction(tx) {
      const fees =
        tx.gasPrice === undefined
          ? {
              maxFeePerGas: quantity(tx.maxFeePerGas),
              maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
            }
          : { gasPrice: quantity(tx.gasPrice) };
      return client.sendTransaction({
        to: tx.to ?? null,
        data: tx.data ?? tx.input,
        value: quantity(tx.value),
        gas: quantity(tx.gas),
        nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce),
        ...fees,
      });
    },
    signMessage: (message) => account.signMessage({ message: isHex(message) ? { raw: message } : message }),
  };
}
