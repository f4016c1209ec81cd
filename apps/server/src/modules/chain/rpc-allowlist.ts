/**
 * Methods the browser may call on the embedded node: reads, and sending a transaction it signed itself. The node
 * holds the ten dev accounts unlocked, so anything that signs or sends unsigned (eth_sendTransaction,
 * eth_sendUnsignedTransaction, eth_sign*, personal_*) would act for whoever asks; anvil_*, evm_*, hardhat_* and
 * debug_* control the node; filters keep state on it. None of them is here, and none is needed: the demo wallet
 * and the test wallet sign in their own process. This is what viem's public and wallet actions call (reads,
 * fee data, nonce, gas estimate, receipts) plus eth_getLogs, bounded by rpc-limits.
 */
const ALLOWED_METHODS: ReadonlySet<string> = new Set([
  'eth_chainId',
  'net_version',
  'web3_clientVersion',
  'eth_syncing',
  'eth_blockNumber',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getLogs',
  'eth_sendRawTransaction',
]);

export function isAllowedRpcMethod(method: string): boolean {
  return ALLOWED_METHODS.has(method);
}

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id?: string | number | null | undefined;
  method: string;
  params?: unknown;
}

export interface JsonRpcResponse {
  jsonrpc: '2.0';
  id: string | number | null;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

export function refusal(request: JsonRpcRequest): JsonRpcResponse {
  return {
    jsonrpc: '2.0',
    id: request.id ?? null,
    error: {
      code: -32601,
      message: `The method ${request.method} is not available through CareLedger's chain proxy: it answers reads and eth_sendRawTransaction only, so sign transactions and messages in your wallet.`,
    },
  };
}
