import {
  type Address,
  createPublicClient,
  type Hash,
  type Hex,
  http,
  keccak256,
  maxUint256,
  type PublicClient,
  toHex,
  WaitForTransactionReceiptTimeoutError,
} from 'viem';
import { foundry } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { marketplaceAbi } from '../src/index';
import { deployMarketplace } from '../src/node';
import { clients, OWNER, rpcUrl, useMarketplaceNode } from './marketplace-fixture';
import {
  applyEvents,
  comparable,
  DELIVERY_TIMEOUT,
  emptyState,
  isOpen,
  type MarketCall,
  type MarketState,
  type OrderState,
  OrderStatus,
  openEscrow,
  predict,
  readStorage,
  revertOf,
  SHIPPING_TIMEOUT,
  totalBalances,
} from './marketplace-model';

// Invariant suite: seeded random sequences of listings, updates, purchases, confirmations, shipments,
// deliveries, finalisations, cancels, rejects, withdrawals, pauses and time jumps by several accounts, against a
// real contract on one anvil node. After every step:
//   - the contract's ether equals the sum of the withdrawable balances plus the open escrow (orders not
//     Delivered, Cancelled or Rejected), read from storage;
//   - the state rebuilt from the contract's events alone equals storage;
//   - storage equals the reference model (marketplace-model.ts), and every call succeeded or reverted with exactly
//     the custom error the model predicted.
// At the end of each sequence the state is rebuilt once more from eth_getLogs over the whole deployment.
// A failing seed can be rerun alone with `npx vitest run test/marketplace-invariants.test.ts -t "seed 3"`.

useMarketplaceNode();

const SEEDS = [1, 2, 3, 4, 5];
const OPERATIONS = 200;

/** mulberry32 (Tommy Ettinger, public domain): a tiny 32-bit PRNG, uniform on [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomTools(seed: number) {
  const random = mulberry32(seed);
  const int = (below: number) => Math.floor(random() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => random() < p;
  /** One of `weights`' keys, with probability proportional to its weight. */
  const weighted = <K extends string>(weights: Partial<Record<K, number>>): K => {
    const entries = Object.entries(weights) as [K, number][];
    let roll = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return (entries.at(-1) as [K, number])[0];
  };
  return { int, pick, chance, weighted };
}

// Accounts 1-3 sell, 3-6 buy (3 does both, and sometimes buys its own listings); 0 owns the contract.
const SELLERS = [1, 2, 3];
const BUYERS = [3, 4, 5, 6];
const ACTORS = [0, 1, 2, 3, 4, 5, 6];

const PRICES = [1n, 7n, 10n ** 9n, 10n ** 15n, 3n * 10n ** 16n];
const HUGE_PRICES = [2n ** 255n, maxUint256];
const METADATA: Hex[] = ['a', 'b', 'c'].map((name) => keccak256(toHex(`product ${name}`)));
const DAY = 24 * 60 * 60;
const TIME_JUMPS = [60, 3600, DAY, 7 * DAY, 13 * DAY, 15 * DAY];

type OrderAction = Extract<MarketCall, { args: readonly [bigint] }>['functionName'];

/** Who may take each order action. */
const ACTION_ROLE: Record<OrderAction, 'seller' | 'buyer'> = {
  confirmOrder: 'seller',
  shipOrder: 'seller',
  finalizeOrder: 'seller',
  rejectOrder: 'seller',
  confirmDelivery: 'buyer',
  cancelOrder: 'buyer',
};

/**
 * The actions an order's status allows, weighted. Once a timeout has passed, the party it frees mostly uses it:
 * a buyer cancels a Confirmed order never shipped, a seller finalises a Shipped order never confirmed.
 */
function nextActions(order: OrderState, now: bigint): Partial<Record<OrderAction, number>> {
  switch (order.status) {
    case OrderStatus.Pending:
      return { confirmOrder: 0.6, cancelOrder: 0.2, rejectOrder: 0.2 };
    case OrderStatus.Confirmed:
      return now >= order.confirmedAt + SHIPPING_TIMEOUT
        ? { cancelOrder: 0.6, shipOrder: 0.3, rejectOrder: 0.1 }
        : { shipOrder: 0.65, rejectOrder: 0.15, cancelOrder: 0.2 };
    case OrderStatus.Shipped:
      return now >= order.shippedAt + DELIVERY_TIMEOUT
        ? { finalizeOrder: 0.7, confirmDelivery: 0.3 }
        : { confirmDelivery: 0.6, finalizeOrder: 0.4 };
    default:
      return { confirmOrder: 1 };
  }
}

type Step = { kind: 'call'; from: number; call: MarketCall } | { kind: 'timeJump'; seconds: number };

/** Chooses the next step: mostly calls the model expects to succeed, with a share of wrong ones. */
function nextStep(r: ReturnType<typeof randomTools>, model: MarketState, now: bigint): Step {
  const products = model.products.length;
  const orders = model.orders.length;
  const kind = r.weighted({
    listProduct: products < 3 ? 6 : 1.5,
    updateProduct: products > 0 ? 1.5 : 0,
    setActive: products > 0 ? 0.7 : 0,
    purchase: products > 0 ? 6 : 0,
    orderAction: orders > 0 ? 9 : 0,
    withdraw: 1.5,
    pause: model.paused ? 0 : 0.15,
    unpause: model.paused ? 2 : 0.1,
    timeJump: 1.5,
  });
  const someone = () => r.pick(ACTORS);
  const price = () => (r.chance(0.07) ? r.pick(HUGE_PRICES) : r.chance(0.03) ? 0n : r.pick(PRICES));
  const inventory = () => (r.chance(0.25) ? maxUint256 : BigInt(r.int(12)));
  const productId = () => (r.chance(0.03) ? BigInt(products + 1) : BigInt(1 + r.int(products)));
  // Mostly an open order (where something can still happen), sometimes any order or one that does not exist.
  const orderId = () => {
    const open = model.orders.flatMap((order, index) => (isOpen(order) ? [BigInt(index + 1)] : []));
    if (r.chance(0.03)) return BigInt(orders + 1);
    if (open.length > 0 && r.chance(0.85)) return r.pick(open);
    return BigInt(1 + r.int(orders));
  };
  // An action on an order: mostly one its status allows, by the party allowed to take it.
  const orderAction = (): Step => {
    const id = orderId();
    const order = model.orders[Number(id) - 1] as OrderState | undefined;
    const name =
      order && r.chance(0.8)
        ? r.weighted(nextActions(order, now))
        : r.pick(Object.keys(ACTION_ROLE) as OrderAction[]);
    const rightOne = order ? indexOf(order[ACTION_ROLE[name]]) : someone();
    return {
      kind: 'call',
      from: r.chance(0.9) ? rightOne : someone(),
      call: { functionName: name, args: [id] },
    };
  };

  switch (kind) {
    case 'listProduct':
      return {
        kind: 'call',
        from: r.pick(SELLERS),
        call: { functionName: 'listProduct', args: [price(), inventory(), r.pick(METADATA)] },
      };
    case 'updateProduct': {
      const id = productId();
      const product = model.products[Number(id) - 1];
      const from = product && r.chance(0.9) ? indexOf(product.seller) : someone();
      // A seller selling "unlimited" stock often puts the figure back to 2^256-1 after sales.
      const stock = product && product.inventory > 2n ** 255n && r.chance(0.8) ? maxUint256 : inventory();
      return {
        kind: 'call',
        from,
        call: { functionName: 'updateProduct', args: [id, price(), stock, r.pick(METADATA)] },
      };
    }
    case 'setActive': {
      const id = productId();
      const product = model.products[Number(id) - 1];
      const from = product && r.chance(0.9) ? indexOf(product.seller) : someone();
      // Mostly reopen: closed listings make purchases fail.
      return { kind: 'call', from, call: { functionName: 'setActive', args: [id, r.chance(0.6)] } };
    }
    case 'purchase': {
      const id = productId();
      const product = model.products[Number(id) - 1];
      const quantity = r.chance(0.05) ? 0n : BigInt(1 + r.int(3)) + (r.chance(0.05) ? 20n : 0n);
      // The quote is mostly the current listing; sometimes a stale price or description.
      const unitPrice = product && !r.chance(0.08) ? product.price : r.pick(PRICES);
      const metadataHash = product && !r.chance(0.08) ? product.metadataHash : r.pick(METADATA);
      const total = unitPrice * quantity;
      const value = total > maxUint256 || total > 10n ** 20n ? 0n : r.chance(0.05) ? total + 1n : total;
      return {
        kind: 'call',
        from: r.pick(BUYERS),
        call: { functionName: 'purchase', args: [id, quantity, unitPrice, metadataHash], value },
      };
    }
    case 'orderAction':
      return orderAction();
    case 'withdraw': {
      const owed = [...model.balances]
        .filter(([, balance]) => balance > 0n)
        .map(([account]) => indexOf(account));
      return {
        kind: 'call',
        from: owed.length > 0 && r.chance(0.85) ? r.pick(owed) : someone(),
        call: { functionName: 'withdraw', args: [] },
      };
    }
    case 'pause':
    case 'unpause':
      return {
        kind: 'call',
        from: r.chance(0.9) ? OWNER : someone(),
        call: { functionName: kind, args: [] },
      };
    case 'timeJump':
      return { kind: 'timeJump', seconds: r.pick(TIME_JUMPS) };
  }
}

/** The actor index of a dev account address. */
function indexOf(address: Address): number {
  const index = ACTORS.find((actor) => clients.wallet(actor).account.address === address);
  if (index === undefined) throw new Error(`unknown account ${address}`);
  return index;
}

interface RunSummary {
  operations: number;
  succeeded: number;
  reverted: number;
  timeJumps: number;
  orders: number;
}

/** How often each path was taken over all seeds: a call's name when it succeeded, `revert:<error>` otherwise. */
const coverage = new Map<string, number>();
const cover = (path: string) => coverage.set(path, (coverage.get(path) ?? 0) + 1);

/** Paths worth naming beyond the function: the buyer's shipping timeout and a refund at "unlimited" stock. */
function specialPath(model: MarketState, call: MarketCall): string | undefined {
  if (call.functionName !== 'cancelOrder' && call.functionName !== 'rejectOrder') return undefined;
  const order = model.orders[Number(call.args[0]) - 1] as OrderState;
  const product = model.products[Number(order.productId) - 1];
  if (product && product.inventory + order.quantity > maxUint256) return 'refund saturating at 2^256-1';
  if (call.functionName === 'cancelOrder' && order.status === OrderStatus.Confirmed) {
    return 'cancelOrder after the shipping timeout';
  }
  return undefined;
}

/** How long a receipt may take before the chain is nudged: anvil answers in milliseconds under automine. */
const RECEIPT_PATIENCE_MS = 15_000;

/**
 * The transaction's receipt. Once in a full run, seed 5 waited out the test's whole minute for one: anvil has
 * been seen to leave a ready transaction unmined under automine (foundry-rs/foundry#10122). After a quiet spell
 * this mines a block, which takes such a transaction, and says so if even that brings no receipt.
 */
async function receiptOf(hash: Hash, context: () => string) {
  const wait = () => clients.publicClient.waitForTransactionReceipt({ hash, timeout: RECEIPT_PATIENCE_MS });
  try {
    return await wait();
  } catch (error) {
    if (!(error instanceof WaitForTransactionReceiptTimeoutError)) throw error;
    console.warn(`${context()}: no receipt after ${RECEIPT_PATIENCE_MS} ms; mining a block`);
    await clients.testClient.mine({ blocks: 1 });
    return await wait().catch((again: unknown) => {
      throw new Error(`${context()}: no receipt even after mining a block`, { cause: again });
    });
  }
}

async function runSequence(seed: number): Promise<RunSummary> {
  const r = randomTools(seed);
  // One batching client for the reads: every read of a step leaves in one HTTP request.
  const reader = createPublicClient({
    chain: foundry,
    transport: http(rpcUrl, { batch: { batchSize: 2000 } }),
  }) as PublicClient;
  const owner = clients.wallet(OWNER).account.address;
  const accounts = ACTORS.map((index) => clients.wallet(index).account.address);
  const address = await deployMarketplace(clients.wallet(OWNER), clients.publicClient);
  const fromBlock = await clients.publicClient.getBlockNumber({ cacheTime: 0 });

  const model = emptyState();
  const fromEvents = emptyState();
  let now = (await clients.publicClient.getBlock()).timestamp;
  const summary: RunSummary = { operations: 0, succeeded: 0, reverted: 0, timeJumps: 0, orders: 0 };

  while (summary.operations < OPERATIONS) {
    const step = nextStep(r, model, now);
    let blockNumber: bigint;
    let apply: ((state: MarketState, blockTime: bigint) => void) | undefined;
    const context = () =>
      `seed ${seed}, operation ${summary.operations}: ${JSON.stringify(step, jsonBigint)}`;

    if (step.kind === 'timeJump') {
      await clients.testClient.increaseTime({ seconds: step.seconds });
      await clients.testClient.mine({ blocks: 1 });
      blockNumber = await clients.publicClient.getBlockNumber({ cacheTime: 0 });
      summary.timeJumps++;
    } else {
      const caller = accounts[step.from] as Address;
      const outcome = predict(model, step.call, caller, owner, now);
      if (outcome.ok === 'ambiguous') continue;
      const request = {
        address,
        abi: marketplaceAbi,
        functionName: step.call.functionName,
        args: step.call.args,
        value: 'value' in step.call ? step.call.value : undefined,
      } as const;
      if (outcome.ok) {
        // An explicit gas limit skips the estimate; a wrong prediction shows as a reverted receipt.
        const hash: Hash = await clients
          .wallet(step.from)
          .writeContract({ ...request, gas: 1_000_000n } as never);
        const receipt = await receiptOf(hash, context);
        if (receipt.status !== 'success') {
          const reason = await clients.publicClient
            .simulateContract({ ...request, account: caller } as never)
            .then(
              () => 'no revert when replayed',
              (error: unknown) => JSON.stringify(revertOf(error), jsonBigint),
            );
          throw new Error(`${context()}: expected success, reverted (${reason})`);
        }
        applyEvents(fromEvents, receipt.logs, address);
        blockNumber = receipt.blockNumber;
        apply = outcome.apply;
        summary.succeeded++;
        cover(step.call.functionName);
        const special = specialPath(model, step.call);
        if (special) cover(special);
      } else {
        const reverted = await clients.publicClient
          .simulateContract({ ...request, account: caller } as never)
          .then(() => undefined, revertOf);
        expect(reverted, `${context()}: expected ${outcome.error}`).toEqual({
          error: outcome.error,
          args: outcome.args,
        });
        blockNumber = await clients.publicClient.getBlockNumber({ cacheTime: 0 });
        summary.reverted++;
        cover(`revert:${outcome.error}`);
      }
    }
    summary.operations++;

    // As many products and orders as the events name (storage's own counts are compared below).
    const counts = { products: fromEvents.products.length, orders: fromEvents.orders.length };
    const read = await readStorage(reader, address, accounts, counts, blockNumber);
    apply?.(model, read.blockTime);
    now = read.blockTime;

    // Solvency: every wei the contract holds is owed to someone, read from storage alone.
    expect(read.ether, `${context()}: ether vs balances + escrow`).toBe(
      totalBalances(read.state) + openEscrow(read.state),
    );
    expect(read.productCount, context()).toBe(BigInt(model.products.length));
    expect(read.orderCount, context()).toBe(BigInt(model.orders.length));
    expect(comparable(fromEvents, accounts), `${context()}: events vs storage`).toEqual(
      comparable(read.state, accounts),
    );
    expect(comparable(model, accounts), `${context()}: model vs storage`).toEqual(
      comparable(read.state, accounts),
    );
  }

  // The whole history once more, as an indexer starting from scratch would read it.
  const logs = await clients.publicClient.getLogs({ address, fromBlock });
  const rebuilt = emptyState();
  applyEvents(rebuilt, logs, address);
  expect(comparable(rebuilt, accounts)).toEqual(comparable(model, accounts));
  expect([...rebuilt.balances.keys()].every((account) => accounts.includes(account))).toBe(true);

  summary.orders = model.orders.length;
  return summary;
}

function jsonBigint(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

describe('marketplace invariants under random operation sequences', () => {
  it.each(SEEDS)(
    `seed %i: ${OPERATIONS} operations keep the books balanced and the events equal to storage`,
    async (seed) => {
      const started = performance.now();
      const summary = await runSequence(seed);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`invariants seed ${seed}: ${JSON.stringify(summary)} in ${seconds} s`);
      expect(summary.operations).toBe(OPERATIONS);
      // The sequence really exercised the contract, not only its reverts.
      expect(summary.succeeded).toBeGreaterThan(OPERATIONS / 3);
      expect(summary.orders).toBeGreaterThan(10);
    },
  );

  it('took every path over all seeds', () => {
    console.log(`invariants coverage: ${JSON.stringify(Object.fromEntries([...coverage].sort()))}`);
    const functions = ['listProduct', 'updateProduct', 'setActive', 'purchase', 'confirmOrder', 'shipOrder'];
    const endings = ['confirmDelivery', 'finalizeOrder', 'cancelOrder', 'rejectOrder', 'withdraw', 'pause'];
    const special = ['cancelOrder after the shipping timeout', 'refund saturating at 2^256-1'];
    const reverts = ['InvalidTransition', 'TooEarly', 'MetadataChanged', 'PriceChanged', 'TotalOverflow'];
    for (const path of [...functions, ...endings, ...special, ...reverts.map((error) => `revert:${error}`)]) {
      expect(coverage.get(path) ?? 0, path).toBeGreaterThan(0);
    }
  });
});
