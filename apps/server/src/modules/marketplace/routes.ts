import { devAccounts } from '@careledger/contracts';
import {
  apiErrorSchema,
  chainInfoSchema,
  inventorySyncInputSchema,
  inventorySyncResultSchema,
  marketplaceStatsSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderRatingInputSchema,
  orderReceiveInputSchema,
  orderSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productMetadataStoredSchema,
  productMetadataUploadSchema,
  productPageSchema,
  productSchema,
  sellerParamsSchema,
  supplierStatsSchema,
  trackedTransactionSchema,
  transactionInputSchema,
  txHashParamsSchema,
} from '@careledger/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, errorText } from '../../lib/app-error';
import { requireAccount } from '../auth';

import { linkedWalletsOf } from '../wallets';
import { getChainInfo } from './get-chain-info';
import { getProduct } from './get-product';
import { getMarketplaceStats, getSellerStats } from './get-stats';
import { getOrder, listOrders } from './list-orders';
import { listProducts } from './list-products';
import { rateOrder } from './rate-order';
import { receiveOrder } from './receive-order';
import { storeMetadata } from './store-metadata';
import { syncInventory } from './sync-inventory';
import { getTrackedTransaction, trackTransaction } from './track-transaction';

/** The demo wallet (the dev chain's public keys) is for a signed-in demo account, never a visitor or a real account. */
const isDemoAccount = (request: FastifyRequest) =>
  request.auth?.kind === 'account' && request.auth.account.demo;

const tags = ['marketplace'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 503: apiErrorSchema };

/** The marketplace (spec 000): listings, orders and statistics indexed from the chain, and what the chain lacks. */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, hub } = app;
  const marketplace = () => {
    if (!app.marketplace) {
      throw new AppError('CHAIN_UNAVAILABLE', 503, errorText('marketplaceOff'));
    }
    return app.marketplace;
  };
  const contractAddress = () => marketplace().chain.address;

  app.get(
    '/chain',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The chain and contract the marketplace runs on (demo wallets for a signed-in demo account only)',
        response: { 200: chainInfoSchema, ...errors },
      },
    },
    async (request) => {
      const { chain } = marketplace();
      const rpcUrl = chain.embedded ? `${request.protocol}://${request.host}/api/chain/rpc` : chain.rpcUrl;
      return getChainInfo({
        db,
        chain,
        rpcUrl,
        // The demo wallet is offered to signed-in demo accounts on the embedded chain only.
        demoAccounts: chain.embedded && isDemoAccount(request) ? devAccounts.map((a) => a.address) : [],
      });
    },
  );

  app.get(
    '/products',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Listings (active only unless includeInactive): search, category, price, stock, verified, seller',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...errors },
      },
    },
    async (request) => listProducts({ db, contractAddress: contractAddress(), ...request.query }),
  );

  app.get(
    '/products/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One listing',
        params: productIdParamsSchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => getProduct({ db, id: request.params.id, contractAddress: contractAddress() }),
  );

  app.post(
    '/metadata',
    {
      config: { access: 'marketplace.trade' },
      schema: {
        tags,
        summary: 'Store a listing’s metadata under its hash (201 new, 200 already stored)',
        body: productMetadataUploadSchema,
        response: { 200: productMetadataStoredSchema, 201: productMetadataStoredSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { stored, created } = await storeMetadata({ db, input: request.body });
      return reply.status(created ? 201 : 200).send(stored);
    },
  );

  app.get(
    '/orders',
    {
      config: { access: 'marketplace.trade' },
      schema: {
        tags,
        summary: 'A buyer’s or a seller’s orders, newest first, unmined and failed purchases included',
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request) => {
      marketplace();
      return listOrders({ db, buyer: request.query.buyer, seller: request.query.seller });
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'marketplace.trade' },
      schema: {
        tags,
        summary: 'One order',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      marketplace();
      return getOrder({ db, id: request.params.id });
    },
  );

  app.post(
    '/orders/:id/rating',
    {
      config: { access: 'marketplace.trade' },
      schema: {
        tags,
        summary: 'The buyer’s signed rating of a delivered order (rating again replaces it)',
        params: orderIdParamsSchema,
        body: orderRatingInputSchema,
        response: { 200: orderSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      marketplace();
      return rateOrder({ db, orderId: request.params.id, ...request.body });
    },
  );

  app.post(
    '/orders/:id/receive',
    {
      config: { access: 'marketplace.receive' },
      schema: {
        tags,
        summary: 'Receive a delivered purchase into inventory as a receipt on an item (once)',
        params: orderIdParamsSchema,
        body: orderReceiveInputSchema,
        response: { 200: orderSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      marketplace();
      const account = requireAccount(request);
      await receiveOrder({
        db,
        hub,
        orderId: request.params.id,
        input: request.body,
        buyerWallets: await linkedWalletsOf({ db, accountId: account.id }),
        createdBy: account.name,
      });
      return getOrder({ db, id: request.params.id });
    },
  );

  app.post(
    '/transactions',
    {
      config: { access: 'marketplace.trade' },
      schema: {
        tags,
        summary: 'Report a transaction the wallet sent to the marketplace; it is watched until mined',
        body: transactionInputSchema,
        response: { 200: trackedTransactionSchema, 201: trackedTransactionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { chain, watcher } = marketplace();
      const { transaction, created } = await trackTransaction({ db, chain, txHash: request.body.txHash });
      if (transaction.state === 'pending') void watcher.watch(transaction.txHash);
      return reply.status(created ? 201 : 200).send(transaction);
    },
  );

  app.get(
    '/transactions/:txHash',
    {
      config: { access: 'marketplace.trade' },
      schema: {
        tags,
        summary: 'A reported transaction: pending, mined or failed (with the contract’s error)',
        params: txHashParamsSchema,
        response: { 200: trackedTransactionSchema, ...errors },
      },
    },
    async (request) => {
      marketplace();
      return getTrackedTransaction({ db, txHash: request.params.txHash });
    },
  );

  app.get(
    '/stats',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The marketplace’s stat cards',
        response: { 200: marketplaceStatsSchema, ...errors },
      },
    },
    async () => {
      marketplace();
      return getMarketplaceStats({ db });
    },
  );

  app.get(
    '/sellers/:address/stats',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A seller’s stat cards and withdrawable balance',
        params: sellerParamsSchema,
        response: { 200: supplierStatsSchema, ...errors },
      },
    },
    async (request) => {
      marketplace();
      return getSellerStats({ db, seller: request.params.address });
    },
  );

  app.post(
    '/inventory-sync',
    {
      config: { access: 'inventory.manage' },
      schema: {
        tags,
        summary: 'Record the seller’s marketplace sales of listed items on the stock ledger (idempotent)',
        body: inventorySyncInputSchema,
        response: { 200: inventorySyncResultSchema, ...errors },
      },
    },
    async (request) => {
      const { indexer } = marketplace();
      await indexer.sync();
      return syncInventory({ db, hub, seller: request.body.seller });
    },
  );
};
