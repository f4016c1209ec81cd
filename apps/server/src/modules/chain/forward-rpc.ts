import { AppError, errorText } from '../../lib/app-error';
import { isAllowedRpcMethod, type JsonRpcRequest, type JsonRpcResponse, refusal } from './rpc-allowlist';
import { batchTooLarge, checkLogRange, MAX_RPC_BATCH } from './rpc-limits';

/**
 * Forwards a JSON-RPC request or batch to the node. A batch over MAX_RPC_BATCH is refused whole; methods outside
 * the allowlist, and eth_getLogs over its block range, are answered with a JSON-RPC error without reaching the
 * node; the rest go in one request, answered in the order asked.
 */
export async function forwardRpc({
  rpcUrl,
  body,
}: {
  rpcUrl: string;
  body: JsonRpcRequest | JsonRpcRequest[];
}): Promise<JsonRpcResponse | JsonRpcResponse[]> {
  const requests = Array.isArray(body) ? body : [body];
  if (requests.length > MAX_RPC_BATCH) return requests.map((r) => batchTooLarge(r, requests.length));
  let head: Promise<bigint> | undefined;
  const headBlock = () => {
    head ??= readHeadBlock(rpcUrl);
    return head;
  };
  const answers = new Map<JsonRpcRequest, JsonRpcResponse>();
  for (const request of requests) {
    const refused = await refuse(request, headBlock);
    if (refused) answers.set(request, refused);
  }
  const allowed = requests.filter((r) => !answers.has(r));
  if (allowed.length > 0) {
    const list = await postToNode(
      rpcUrl,
      allowed.map((r) => ({ jsonrpc: '2.0', id: r.id ?? null, method: r.method, params: r.params ?? [] })),
    );
    // A batch answer may come in any order; match by position when ids repeat or are missing.
    allowed.forEach((request, index) => {
      const byId = list.filter((r) => r.id === (request.id ?? null));
      answers.set(request, (byId.length === 1 ? byId[0] : list[index]) ?? refusal(request));
    });
  }
  const out = requests.map((r) => answers.get(r) ?? refusal(r));
  return Array.isArray(body) ? out : (out[0] as JsonRpcResponse);
}

/** The error a request gets instead of reaching the node, or null when it may go. */
async function refuse(
  request: JsonRpcRequest,
  headBlock: () => Promise<bigint>,
): Promise<JsonRpcResponse | null> {
  if (!isAllowedRpcMethod(request.method)) return refusal(request);
  if (request.method === 'eth_getLogs') return checkLogRange(request, headBlock);
  return null;
}

async function postToNode(rpcUrl: string, batch: JsonRpcRequest[]): Promise<JsonRpcResponse[]> {
  let response: Response;
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
  } catch {
    throw new AppError('CHAIN_UNAVAILABLE', 503, errorText('chainNotAnswering'));
  }
  const results = (await response.json()) as JsonRpcResponse[] | JsonRpcResponse;
  return Array.isArray(results) ? results : [results];
}

/** The node's head block, for eth_getLogs filters that name a tag. */
async function readHeadBlock(rpcUrl: string): Promise<bigint> {
  const [answer] = await postToNode(rpcUrl, [
    { jsonrpc: '2.0', id: 0, method: 'eth_blockNumber', params: [] },
  ]);
  if (typeof answer?.result !== 'string')
    throw new AppError('CHAIN_UNAVAILABLE', 503, errorText('chainNotAnswering'));
  return BigInt(answer.result);
}
