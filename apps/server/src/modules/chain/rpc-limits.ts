import type { JsonRpcRequest, JsonRpcResponse } from './rpc-allowlist';

/**
 * Requests in one batch. Nothing in CareLedger batches (viem's http transport and both wallets send one request
 * per call), so 20 leaves room for a client that batches a screen's reads while bounding what one HTTP request can
 * make the node do: each request may be an eth_call at the block gas limit or a log scan of MAX_LOG_BLOCKS.
 */
export const MAX_RPC_BATCH = 20;

/** Blocks one eth_getLogs may span. The indexer reads the node directly, in smaller chunks (CHAIN_LOG_CHUNK_BLOCKS). */
export const MAX_LOG_BLOCKS = 5_000;

/** Standard JSON-RPC codes (EIP-1474): a request over a limit, and parameters that cannot be read. */
const LIMIT_EXCEEDED = -32005;
const INVALID_PARAMS = -32602;

/** Tags a filter may name instead of a number; all but `earliest` stand for the head as the node sees it now. */
const HEAD_TAGS: ReadonlySet<string> = new Set(['latest', 'pending', 'safe', 'finalized']);

function rpcError(request: JsonRpcRequest, code: number, message: string, data?: unknown): JsonRpcResponse {
  return {
    jsonrpc: '2.0',
    id: request.id ?? null,
    error: data === undefined ? { code, message } : { code, message, data },
  };
}

/** The answer to every request of a batch over MAX_RPC_BATCH: each gets the error, under its own id. */
export function batchTooLarge(request: JsonRpcRequest, size: number): JsonRpcResponse {
  return rpcError(
    request,
    LIMIT_EXCEEDED,
    `A batch holds at most ${MAX_RPC_BATCH} requests; this one has ${size}. Send it in smaller batches.`,
    { limit: MAX_RPC_BATCH },
  );
}

async function resolveBlock(value: unknown, headBlock: () => Promise<bigint>): Promise<bigint | null> {
  if (value === undefined || value === null) return headBlock();
  if (value === 'earliest') return 0n;
  if (typeof value !== 'string') return null;
  if (HEAD_TAGS.has(value)) return headBlock();
  return /^0x[0-9a-fA-F]{1,16}$/.test(value) ? BigInt(value) : null;
}

/**
 * Why an eth_getLogs request may not reach the node, or null when it may. A filter by `blockHash` reads one block;
 * a filter by range spans at most MAX_LOG_BLOCKS, with `fromBlock` and `toBlock` resolved as the node would (a
 * missing one means latest). `headBlock` asks the node for its head, only when a tag needs it.
 */
export async function checkLogRange(
  request: JsonRpcRequest,
  headBlock: () => Promise<bigint>,
): Promise<JsonRpcResponse | null> {
  const filter: unknown = Array.isArray(request.params) ? request.params[0] : undefined;
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    return rpcError(
      request,
      INVALID_PARAMS,
      'eth_getLogs takes one filter object: [{ fromBlock, toBlock, address, topics }].',
    );
  const { blockHash, fromBlock, toBlock } = filter as Record<string, unknown>;
  if (blockHash !== undefined && blockHash !== null) {
    if (fromBlock === undefined && toBlock === undefined) return null;
    return rpcError(
      request,
      INVALID_PARAMS,
      'An eth_getLogs filter takes either blockHash or fromBlock and toBlock, not both.',
    );
  }
  const from = await resolveBlock(fromBlock, headBlock);
  const to = await resolveBlock(toBlock, headBlock);
  if (from === null || to === null)
    return rpcError(
      request,
      INVALID_PARAMS,
      'fromBlock and toBlock are hex block numbers or one of earliest, latest, pending, safe and finalized.',
    );
  const blocks = to - from + 1n;
  if (blocks <= BigInt(MAX_LOG_BLOCKS)) return null;
  return rpcError(
    request,
    LIMIT_EXCEEDED,
    `eth_getLogs spans at most ${MAX_LOG_BLOCKS} blocks per call; this filter spans ${blocks} (blocks ${from} to ${to}). Ask for smaller ranges.`,
    { limit: MAX_LOG_BLOCKS },
  );
}
