import { devAccounts, marketplaceAbi } from '@careledger/contracts';
import { productMetadataHash, ratingMessage } from '@careledger/shared';
import { and, eq, inArray } from 'drizzle-orm';
import {
  type Address,
  encodeFunctionData,
  type Hex,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Database } from '../../db/client';
import { marketOrders, productMetadata } from '../../db/schema';
import { DEMO_PRODUCTS } from './demo-products';
import type { Indexer } from './indexer';
import type { MarketplaceChain } from './marketplace-chain';

type Stage = 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'rejected';

interface DemoOrder {
  productIndex: number;
  buyer: (typeof devAccounts)[number];
  quantity: number;
  stage: Stage;
  rating: number | null;
}

const SELLERS = devAccounts.slice(1, 5);
const BUYERS = devAccounts.slice(5, 8);
// Orders left part-way so the screens show every state.
const OPEN_ORDERS: { productIndex: number; stage: Stage }[] = [
  { productIndex: 0, stage: 'pending' },
  { productIndex: 5, stage: 'pending' },
  { productIndex: 3, stage: 'confirmed' },
  { productIndex: 10, stage: 'confirmed' },
  { productIndex: 6, stage: 'shipped' },
  { productIndex: 13, stage: 'shipped' },
  { productIndex: 16, stage: 'cancelled' },
  { productIndex: 19, stage: 'rejected' },
];
const GAS = 400_000n;

/** The demo orders, deterministic: every product's rated deliveries, then the open ones. */
function demoOrders(): DemoOrder[] {
  const orders: DemoOrder[] = [];
  DEMO_PRODUCTS.forEach((product, productIndex) => {
    product.ratings.forEach((rating, j) => {
      orders.push({
        productIndex,
        buyer: BUYERS[(productIndex + j) % BUYERS.length] as DemoOrder['buyer'],
        quantity: 1 + ((productIndex * 3 + j) % 4),
        stage: 'delivered',
        rating,
      });
    });
  });
  OPEN_ORDERS.forEach(({ productIndex, stage }, j) => {
    orders.push({
      productIndex,
      buyer: BUYERS[j % BUYERS.length] as DemoOrder['buyer'],
      quantity: 2 + (j % 3),
      stage,
      rating: null,
    });
  });
  return orders;
}

/**
 * Creates spec 000's sample marketplace on a freshly deployed embedded chain: 24 listings from dev accounts
 * 1–4, real purchases by accounts 5–7 walked through the lifecycle, buyer-signed ratings (4.2 to 4.9 per
 * product) and a few orders left pending, confirmed, shipped, cancelled and rejected. Transactions come from
 * anvil's unlocked accounts in a fixed order, so the demo is the same on every fresh start.
 */
export async function seedMarketplace({
  db,
  chain,
  indexer,
}: {
  db: Database;
  chain: MarketplaceChain;
  indexer: Indexer;
}): Promise<{ products: number; orders: number }> {
  const metadata = DEMO_PRODUCTS.map((p) => ({
    name: p.name,
    description: p.description,
    category: p.category,
    imageUrl: '',
  }));
  await db
    .insert(productMetadata)
    .values(metadata.map((m) => ({ ...m, hash: productMetadataHash(m) })))
    .onConflictDoNothing();

  // Each phase's transactions go into one block: automine off, send them all, mine. A handful of blocks
  // instead of hundreds keeps both the seed and its indexing quick.
  await chain.client.request({ method: 'evm_setAutomine', params: [false] } as never);
  let queued: { from: Address; data: Hex; value: bigint }[] = [];
  let pending: Hex[] = [];
  const call = (from: Address, functionName: string, args: readonly unknown[], value = 0n) => {
    queued.push({
      from,
      data: encodeFunctionData({ abi: marketplaceAbi, functionName, args } as never),
      value,
    });
  };
  /** Sends the queued calls as one JSON-RPC batch (anvil takes a batch in order). */
  const send = async (): Promise<Hex[]> => {
    if (queued.length === 0) return [];
    const batch = queued.map((tx, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_sendTransaction',
      params: [
        { ...tx, to: chain.address, value: `0x${tx.value.toString(16)}`, gas: `0x${GAS.toString(16)}` },
      ],
    }));
    queued = [];
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
    const answers = (await response.json()) as { id: number; result?: Hex; error?: { message: string } }[];
    const hashes = batch.map((request) => {
      const answer = answers.find((a) => a.id === request.id);
      if (!answer?.result)
        throw new Error(`a demo marketplace transaction was refused: ${answer?.error?.message}`);
      return answer.result;
    });
    pending.push(...hashes);
    return hashes;
  };
  /** Mines until every transaction sent is in a block; throws if one reverted. Returns their receipts. */
  const mine = async () => {
    await send();
    const receipts: TransactionReceipt[] = [];
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 20) throw new Error('the demo marketplace transactions were not mined');
      await chain.client.request({ method: 'evm_mine', params: [] } as never);
      const found = await Promise.all(
        pending.map((hash) => chain.client.getTransactionReceipt({ hash }).catch(() => null)),
      );
      for (const receipt of found) {
        if (!receipt) continue;
        if (receipt.status !== 'success') {
          throw new Error(`a demo marketplace transaction reverted: ${receipt.transactionHash}`);
        }
        receipts.push(receipt);
      }
      pending = pending.filter((_hash, i) => !found[i]);
    }
    return receipts;
  };

  const orders = demoOrders();
  const purchaseHashes: Hex[] = [];
  const orderIds: bigint[] = [];
  try {
    for (const [i, product] of DEMO_PRODUCTS.entries()) {
      const seller = SELLERS[i % SELLERS.length]?.address as Address;
      call(seller, 'listProduct', [
        parseEther(product.price),
        BigInt(product.inventory),
        productMetadataHash(metadata[i] as (typeof metadata)[number]),
      ]);
    }
    await mine();

    for (const order of orders) {
      const price = parseEther(DEMO_PRODUCTS[order.productIndex]?.price ?? '0');
      const description = productMetadataHash(metadata[order.productIndex] as (typeof metadata)[number]);
      call(
        order.buyer.address,
        'purchase',
        [BigInt(order.productIndex + 1), BigInt(order.quantity), price, description],
        price * BigInt(order.quantity),
      );
    }
    purchaseHashes.push(...(await send()));
    const placed = new Map<string, bigint>();
    for (const receipt of await mine()) {
      const [event] = parseEventLogs({ abi: marketplaceAbi, eventName: 'OrderPlaced', logs: receipt.logs });
      if (event) placed.set(receipt.transactionHash.toLowerCase(), event.args.orderId);
    }
    for (const hash of purchaseHashes) orderIds.push(placed.get(hash.toLowerCase()) ?? 0n);

    const sellerOf = (order: DemoOrder) => SELLERS[order.productIndex % SELLERS.length]?.address as Address;
    const step = async (stages: Stage[], functionName: string, by: 'buyer' | 'seller') => {
      for (const [index, order] of orders.entries()) {
        if (!stages.includes(order.stage)) continue;
        const from = by === 'buyer' ? order.buyer.address : sellerOf(order);
        call(from, functionName, [orderIds[index]]);
      }
      await mine();
    };
    await step(['confirmed', 'shipped', 'delivered'], 'confirmOrder', 'seller');
    await step(['shipped', 'delivered'], 'shipOrder', 'seller');
    await step(['delivered'], 'confirmDelivery', 'buyer');
    await step(['cancelled'], 'cancelOrder', 'buyer');
    await step(['rejected'], 'rejectOrder', 'seller');
  } finally {
    await chain.client.request({ method: 'evm_setAutomine', params: [true] } as never);
  }

  await indexer.sync();
  const indexed = await db
    .select({ orderId: marketOrders.orderId, txHash: marketOrders.txHash })
    .from(marketOrders)
    .where(
      inArray(
        marketOrders.txHash,
        purchaseHashes.map((h) => h.toLowerCase()),
      ),
    );
  const idOf = new Map(indexed.map((row) => [row.txHash, row.orderId]));
  // The buyers sign their ratings as in the app; written in one transaction (rateOrder checks one at a time).
  const ratings: { orderId: number; rating: number; signature: string }[] = [];
  for (const [index, order] of orders.entries()) {
    if (order.rating === null) continue;
    const orderId = idOf.get(purchaseHashes[index]?.toLowerCase() ?? '');
    if (!orderId) throw new Error(`demo order ${index + 1} was not indexed`);
    const signature = await privateKeyToAccount(order.buyer.privateKey).signMessage({
      message: ratingMessage(orderId, order.rating),
    });
    ratings.push({ orderId, rating: order.rating, signature });
  }
  await db.transaction(async (tx) => {
    for (const { orderId, rating, signature } of ratings) {
      await tx
        .update(marketOrders)
        .set({ rating, ratingSignature: signature })
        .where(and(eq(marketOrders.orderId, orderId), eq(marketOrders.status, 'delivered')));
    }
  });
  return { products: DEMO_PRODUCTS.length, orders: orders.length };
}
