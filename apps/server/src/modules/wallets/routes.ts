import {
  apiErrorSchema,
  linkedWalletListSchema,
  linkedWalletSchema,
  walletLinkSchema,
  walletNonceSchema,
} from '@careledger/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth';
import { issueWalletNonce, linkWallet, listLinkedWallets, unlinkWallet } from './link-wallet';

const tags = ['wallets'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const addressParams = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a wallet address: 0x and 40 hex digits.'),
});

/** Wallets an account proved it holds (Sign-In with Ethereum, EIP-4361); marketplace news and receipts follow them. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: 'marketplace.trade' },
      schema: {
        tags,
        summary: "The signed-in account's linked wallets",
        response: { 200: linkedWalletListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listLinkedWallets({ db: app.db, accountId: requireAccount(request).id }),
    }),
  );

  app.post(
    '/nonce',
    {
      config: { access: 'marketplace.trade' },
      schema: {
        tags,
        summary: 'A single-use nonce for the Sign-In with Ethereum message that links a wallet',
        response: { 200: walletNonceSchema, ...errors },
      },
    },
    async (request) => issueWalletNonce({ db: app.db, accountId: requireAccount(request).id }),
  );

  app.post(
    '',
    {
      config: { access: 'marketplace.trade' },
      schema: {
        tags,
        summary:
          'Link the wallet that signed this EIP-4361 message (domain, chain, nonce and expiry are checked)',
        body: walletLinkSchema,
        response: { 201: linkedWalletSchema, ...errors },
      },
    },
    async (request, reply) => {
      const linked = await linkWallet({
        db: app.db,
        accountId: requireAccount(request).id,
        ...request.body,
        host: String(request.headers.host ?? ''),
        chainId: app.config.chain.chainId,
      });
      return reply.code(201).send(linked);
    },
  );

  app.delete(
    '/:address',
    {
      config: { access: 'marketplace.trade' },
      schema: {
        tags,
        summary: 'Unlink one of your wallets',
        params: addressParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unlinkWallet({
        db: app.db,
        accountId: requireAccount(request).id,
        address: request.params.address,
      });
      return reply.code(204).send(null);
    },
  );
};
