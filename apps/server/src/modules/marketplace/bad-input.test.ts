import { apiErrorSchema } from '@careledger/shared';
import { expect, it } from 'vitest';
import { type BadRequest, expectRefused, JSON_TYPE, json } from '../../test/bad-request';
import { describeEachDatabase, embeddedChainConfig } from '../../test/databases';
import { snapshotDatabase } from '../../test/snapshot';
import { appWallet } from './test-chain';

// Every marketplace endpoint, every kind of bad input: a 4xx `{ error, message }` naming the problem, and the
// database exactly as it was.

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const UNKNOWN_HASH = `0x${'ab'.repeat(32)}`;
const M = '/api/marketplace';
const metadata = { name: 'Bad input gauze', description: 'Gauze', category: 'Consumables' };

const query = (what: string, url: string, status: number, error: string, message?: string): BadRequest => ({
  what,
  method: 'GET',
  url,
  status,
  error,
  message,
});

const BODY_ENDPOINTS = [
  `${M}/metadata`,
  `${M}/orders/1/rating`,
  `${M}/orders/1/receive`,
  `${M}/transactions`,
  '/api/account/wallets',
  `${M}/inventory-sync`,
  '/api/chain/rpc',
];

const CASES: BadRequest[] = [
  ...BODY_ENDPOINTS.flatMap((url): BadRequest[] => [
    {
      what: 'malformed JSON',
      method: 'POST',
      url,
      body: '{"a": ',
      contentType: JSON_TYPE,
      status: 400,
      error: 'MALFORMED_JSON',
    },
    {
      what: 'a form body',
      method: 'POST',
      url,
      body: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
      error: 'UNSUPPORTED_MEDIA_TYPE',
    },
    json('an array of numbers', 'POST', url, [1, 2], 400, 'VALIDATION_FAILED'),
  ]),
  // Queries and ids.
  query('a page of 0', `${M}/products?page=0`, 400, 'VALIDATION_FAILED', 'page'),
  query('a page size over the cap', `${M}/products?pageSize=1000`, 400, 'VALIDATION_FAILED', 'pageSize'),
  query('an unknown category', `${M}/products?category=Toys`, 400, 'VALIDATION_FAILED', 'category'),
  query(
    'a price in words',
    `${M}/products?minPrice=cheap`,
    400,
    'VALIDATION_FAILED',
    'Enter an amount of ETH',
  ),
  query('a negative price', `${M}/products?maxPrice=-1`, 400, 'VALIDATION_FAILED', 'Enter an amount of ETH'),
  query('a yes/no word', `${M}/products?inStock=yes`, 400, 'VALIDATION_FAILED', 'inStock'),
  query('a short seller', `${M}/products?seller=0x123`, 400, 'VALIDATION_FAILED', '40 hexadecimal'),
  query(
    'a long search',
    `${M}/products?search=${'x'.repeat(101)}`,
    400,
    'VALIDATION_FAILED',
    '100 characters',
  ),
  query('a product id in words', `${M}/products/abc`, 400, 'VALIDATION_FAILED', 'id'),
  query('a negative product id', `${M}/products/-3`, 400, 'VALIDATION_FAILED', 'id'),
  query('an unknown product', `${M}/products/999999`, 404, 'NOT_FOUND', 'No marketplace product 999999'),
  query('no buyer and no seller', `${M}/orders`, 400, 'VALIDATION_FAILED', 'either a buyer or a seller'),
  query('both buyer and seller', `${M}/orders?buyer=${ADDRESS}&seller=${ADDRESS}`, 400, 'VALIDATION_FAILED'),
  query('a malformed buyer', `${M}/orders?buyer=alice`, 400, 'VALIDATION_FAILED', '40 hexadecimal'),
  query('an order id of 0', `${M}/orders/0`, 400, 'VALIDATION_FAILED', 'id'),
  query('an unknown order', `${M}/orders/424242`, 404, 'NOT_FOUND', 'No marketplace order #424242'),
  query('a short tx hash', `${M}/transactions/0x12`, 400, 'VALIDATION_FAILED', '64 hexadecimal'),
  query('an unreported tx', `${M}/transactions/${UNKNOWN_HASH}`, 404, 'NOT_FOUND', 'was not reported'),
  query('a malformed seller', `${M}/sellers/bob/stats`, 400, 'VALIDATION_FAILED', '40 hexadecimal'),
  // Bodies.
  json(
    'metadata without a name',
    'POST',
    `${M}/metadata`,
    { ...metadata, name: ' ' },
    400,
    'VALIDATION_FAILED',
    'Name is required.',
  ),
  json(
    'an unknown category',
    'POST',
    `${M}/metadata`,
    { ...metadata, category: 'Toys' },
    400,
    'VALIDATION_FAILED',
    'Choose one of the product categories.',
  ),
  json(
    'a script image URL',
    'POST',
    `${M}/metadata`,
    { ...metadata, imageUrl: 'javascript:alert(1)' },
    400,
    'VALIDATION_FAILED',
    'http://',
  ),
  json(
    'a text item id',
    'POST',
    `${M}/metadata`,
    { ...metadata, inventoryItemId: 'one' },
    400,
    'VALIDATION_FAILED',
    'inventoryItemId',
  ),
  json(
    'an unknown item id',
    'POST',
    `${M}/metadata`,
    { ...metadata, inventoryItemId: 987654 },
    404,
    'NOT_FOUND',
    'No inventory item with id 987654',
  ),
  json(
    'a rating of 6',
    'POST',
    `${M}/orders/1/rating`,
    { rating: 6, signature: '0x12' },
    400,
    'VALIDATION_FAILED',
    'at most 5',
  ),
  json(
    'a fractional rating',
    'POST',
    `${M}/orders/1/rating`,
    { rating: 4.5, signature: '0x12' },
    400,
    'VALIDATION_FAILED',
    'whole number',
  ),
  json(
    'a rating in words',
    'POST',
    `${M}/orders/1/rating`,
    { rating: 'five', signature: '0x12' },
    400,
    'VALIDATION_FAILED',
    'Rating must be a number',
  ),
  json('no signature', 'POST', `${M}/orders/1/rating`, { rating: 5 }, 400, 'VALIDATION_FAILED', 'signature'),
  json(
    'a rating of an unknown order',
    'POST',
    `${M}/orders/424242/rating`,
    { rating: 5, signature: '0x12' },
    404,
    'NOT_FOUND',
    '#424242',
  ),
  json('no item', 'POST', `${M}/orders/1/receive`, {}, 400, 'VALIDATION_FAILED', 'itemId'),
  json(
    'a bad expiry',
    'POST',
    `${M}/orders/1/receive`,
    { itemId: 1, expiry: '31/12/2027' },
    400,
    'VALIDATION_FAILED',
    'Use a date like 2027-03-31.',
  ),
  json(
    'receiving an unknown order',
    'POST',
    `${M}/orders/424242/receive`,
    { itemId: 1 },
    404,
    'NOT_FOUND',
    '#424242',
  ),
  json(
    'a short tx hash',
    'POST',
    `${M}/transactions`,
    { txHash: '0xabc' },
    400,
    'VALIDATION_FAILED',
    '64 hexadecimal',
  ),
  json(
    'a hash the chain does not know',
    'POST',
    `${M}/transactions`,
    { txHash: UNKNOWN_HASH },
    404,
    'NOT_FOUND',
    'does not know transaction',
  ),
  json(
    'a signature that is not one',
    'POST',
    '/api/account/wallets',
    { message: 'localhost wants you to sign in', signature: '0x12' },
    400,
    'VALIDATION_FAILED',
    '130 hex digits',
  ),
  json('a sync without a seller', 'POST', `${M}/inventory-sync`, {}, 400, 'VALIDATION_FAILED', 'seller'),
  json(
    'an RPC call without a method',
    'POST',
    '/api/chain/rpc',
    { jsonrpc: '2.0', id: 1 },
    400,
    'VALIDATION_FAILED',
    'method',
  ),
  json('an empty RPC batch', 'POST', '/api/chain/rpc', [], 400, 'VALIDATION_FAILED'),
];

describeEachDatabase(
  'bad input on every marketplace endpoint',
  (get) => {
    it.each(CASES)('$method $url with $what answers $status $error and changes nothing', async (c) => {
      const { app, db } = get();
      await expectRefused(app, db, c);
    });

    it('refuses to track a transaction that does not call the marketplace', async () => {
      const { app, db } = get();
      const chain = app.marketplace?.chain;
      if (!chain) throw new Error('the chain is off');
      const hash = await appWallet(chain, 3).sendTransaction({ to: ADDRESS, value: 1n });
      await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      await app.marketplace?.indexer.sync();
      const before = await snapshotDatabase(db);
      const res = await app.inject({ method: 'POST', url: `${M}/transactions`, payload: { txHash: hash } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('does not call the marketplace contract');
      expect(await snapshotDatabase(db)).toEqual(before);
    });
  },
  { config: { chain: embeddedChainConfig(), seedDemoData: false } },
);

describeEachDatabase(
  'the marketplace with CHAIN_MODE=off',
  (get) => {
    it('answers 503 on marketplace routes and 404 on the RPC proxy, starting no chain', async () => {
      const { app } = get();
      expect(app.marketplace).toBeNull();
      const products = await app.inject({ method: 'GET', url: `${M}/products` });
      expect(products.statusCode).toBe(503);
      expect(products.json().message).toContain('CHAIN_MODE');
      const rpc = await app.inject({
        method: 'POST',
        url: '/api/chain/rpc',
        payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      });
      expect(rpc.statusCode).toBe(404);
      expect(apiErrorSchema.parse(rpc.json()).message).toContain('no local chain');
    });
  },
  { config: { seedDemoData: false } },
);
