import { apiErrorSchema } from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { forwardRpc } from './forward-rpc';
import { MAX_RPC_BATCH } from './rpc-limits';

const rpcRequestSchema = z.strictObject({
  jsonrpc: z.literal('2.0', { error: 'jsonrpc must be "2.0".' }),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1, 'method is required.').max(100),
  params: z.unknown().optional(),
});
const RPC_BODY_MESSAGE =
  'Send a JSON-RPC 2.0 request with a method, like {"jsonrpc":"2.0","id":1,"method":"eth_chainId"}, or a batch of them.';
const rpcBodySchema = z.union(
  [
    rpcRequestSchema,
    // No cap here: a batch over MAX_RPC_BATCH gets a JSON-RPC error per request (forward-rpc), which RPC clients read.
    z.array(rpcRequestSchema).min(1, 'A batch needs at least one request.'),
  ],
  { error: RPC_BODY_MESSAGE },
);

/**
 * POST /api/chain/rpc: the browser's way to the embedded node (the demo wallet, the test provider). Reads and
 * eth_sendRawTransaction only (rpc-allowlist), in batches of at most MAX_RPC_BATCH (rpc-limits).
 */
export const chainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rpc',
    {
      config: { access: 'public' },
      schema: {
        tags: ['chain'],
        summary: `JSON-RPC to the embedded chain: reads and eth_sendRawTransaction, batches of at most ${MAX_RPC_BATCH} (not on an external chain)`,
        body: rpcBodySchema,
        response: {
          200: z.unknown(),
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const chain = app.marketplace?.chain;
      if (!chain?.embedded) {
        throw notFound('noLocalChain');
      }
      // Open without a session, sends included: a wallet extension posts from its own origin without the page's
      // cookies, and a transaction is authorised by the wallet's signature, which the chain checks.
      return forwardRpc({ rpcUrl: chain.rpcUrl, body: request.body });
    },
  );
};
