import { AppError } from '../../lib/app-error';
import { isAllowedRpcMethod, type JsonRpcRequest, type JsonRpcResponse, refusal } from './rpc-allowlist';

/**
 * Forwards a JSON-RPC request or batch to the node. Methods outside the allowlist are answered with a
 * JSON-RPC error without reaching the node; the rest go in one request, answered in the order asked.
 */
export async function forwardRpc({
  rpcUrl,
  body,
}: {
  rpcUrl: string;
  body: JsonRpcRequest | JsonRpcRequest[];
}): Promise<JsonRpcResponse | JsonRpcResponse[]> {
  const requests = Array.isArray(body) ? body : [body];
  const allowed = requests.filter((r) => isAllowedRpcMethod(r.method));
  const answers = new Map<JsonRpcRequest, JsonRpcResponse>();
  if (allowed.length > 0) {
    let response: Response;
    try {
      response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          allowed.map((r) => ({
            jsonrpc: '2.0',
            id: r.id ?? null,
            method: r.method,
            params: r.params ?? [],
          })),
        ),
      });
    } catch {
      throw new AppError('CHAIN_UNAVAILABLE', 503, 'The local chain is not answering. Restart CareLedger.');
    }
    const results = (await response.json()) as JsonRpcResponse[] | JsonRpcResponse;
    const list = Array.isArray(results) ? results : [results];
    // A batch answer may come in any order; match by position when ids repeat or are missing.
    allowed.forEach((request, index) => {
      const byId = list.filter((r) => r.id === (request.id ?? null));
      answers.set(request, (byId.length === 1 ? byId[0] : list[index]) ?? refusal(request));
    });
  }
  const out = requests.map((r) => answers.get(r) ?? refusal(r));
  return Array.isArray(body) ? out : (out[0] as JsonRpcResponse);
}
