/** Methods the browser may call on the embedded node: reads, sends and signatures, never node control. */
const EXTRA_METHODS = new Set(['net_version', 'web3_clientVersion', 'personal_sign']);

export function isAllowedRpcMethod(method: string): boolean {
  return method.startsWith('eth_') || EXTRA_METHODS.has(method);
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
      message: `The method ${request.method} is not available through CareLedger's chain proxy (it allows eth_*, net_version, web3_clientVersion and personal_sign).`,
    },
  };
}
