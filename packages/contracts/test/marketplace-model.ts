import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  getAddress,
  type Hex,
  type Log,
  maxUint256,
  type PublicClient,
  parseEventLogs,
} from 'viem';
import { marketplaceAbi } from '../src/index';
import { type OrderTuple, orderFromTuple } from './helpers';

// A reference model of CareLedgerMarketplace for the invariant suite: the state the contract should hold, what
// each call should do to it (or which custom error it should revert with), the same state rebuilt from the
// contract's events alone, and the state read back from storage.

export const OrderStatus = {
  Pending: 0,
  Confirmed: 1,
  Shipped: 2,
  Delivered: 3,
  Cancelled: 4,
  Rejected: 5,
} as const;

const OPEN_STATUSES: readonly number[] = [OrderStatus.Pending, OrderStatus.Confirmed, OrderStatus.Shipped];

export const DELIVERY_TIMEOUT = 14n * 24n * 60n * 60n;
export const SHIPPING_TIMEOUT = 14n * 24n * 60n * 60n;

export interface ProductState {
  seller: Address;
  active: boolean;
  price: bigint;
  inventory: bigint;
  metadataHash: Hex;
}

export interface OrderState {
  productId: bigint;
  buyer: Address;
  seller: Address;
  quantity: bigint;
  unitPrice: bigint;
  total: bigint;
  status: number;
  shippedAt: bigint;
  confirmedAt: bigint;
  metadataHash: Hex;
}

/** Products and orders by id - 1; balances of every account that was ever credited. */
export interface MarketState {
  products: ProductState[];
  orders: OrderState[];
  balances: Map<Address, bigint>;
  paused: boolean;
}

export function emptyState(): MarketState {
  return { products: [], orders: [], balances: new Map(), paused: false };
}

export function isOpen(order: OrderState): boolean {
  return OPEN_STATUSES.includes(order.status);
}

/** Wei held in escrow for orders not yet Delivered, Cancelled or Rejected. */
export function openEscrow(state: MarketState): bigint {
  return state.orders.filter(isOpen).reduce((sum, order) => sum + order.total, 0n);
}

export function totalBalances(state: MarketState): bigint {
  return [...state.balances.values()].reduce((sum, balance) => sum + balance, 0n);
}

/** A plain, comparable form: balances over `accounts` (0 when never credited), in that order. */
export function comparable(state: MarketState, accounts: readonly Address[]) {
  return {
    products: state.products,
    orders: state.orders,
    balances: accounts.map((account) => [account, state.balances.get(account) ?? 0n] as const),
    paused: state.paused,
  };
}

// ------------------------------------------------------------------------------------------------ calls

export type MarketCall =
  | { functionName: 'listProduct'; args: readonly [bigint, bigint, Hex] }
  | { functionName: 'updateProduct'; args: readonly [bigint, bigint, bigint, Hex] }
  | { functionName: 'setActive'; args: readonly [bigint, boolean] }
  | { functionName: 'purchase'; args: readonly [bigint, bigint, bigint, Hex]; value: bigint }
  | {
      functionName:
        | 'confirmOrder'
        | 'shipOrder'
        | 'confirmDelivery'
        | 'finalizeOrder'
        | 'cancelOrder'
        | 'rejectOrder';
      args: readonly [bigint];
    }
  | { functionName: 'withdraw' | 'pause' | 'unpause'; args: readonly [] };

export type Outcome =
  /** The call succeeds; `apply` brings the model to the state after it, given the block's timestamp. */
  | { ok: true; apply: (state: MarketState, blockTime: bigint) => void }
  | { ok: false; error: string; args: readonly unknown[] }
  /** Too close to a timeout to tell from here (the next block's time is not known exactly). */
  | { ok: 'ambiguous' };

const fail = (error: string, ...args: readonly unknown[]): Outcome => ({ ok: false, error, args });
const succeed = (apply: (state: MarketState, blockTime: bigint) => void): Outcome => ({ ok: true, apply });

/** Seconds either side of a timeout within which the suite does not predict the outcome. */
const TIME_MARGIN = 3600n;

function deadline(at: bigint, now: bigint): 'passed' | 'ahead' | 'ambiguous' {
  if (now >= at) return 'passed';
  if (now + TIME_MARGIN < at) return 'ahead';
  return 'ambiguous';
}

function credit(state: MarketState, account: Address, amount: bigint): void {
  state.balances.set(account, (state.balances.get(account) ?? 0n) + amount);
}

/**
 * What `call` from `caller` does to `state` at block time about `now`, in the order the contract checks. Never
 * mutates `state` (only the returned `apply` does).
 */
export function predict(
  state: MarketState,
  call: MarketCall,
  caller: Address,
  owner: Address,
  now: bigint,
): Outcome {
  switch (call.functionName) {
    case 'listProduct': {
      const [price, inventory, metadataHash] = call.args;
      if (price === 0n) return fail('ZeroPrice');
      return succeed((s) => {
        s.products.push({ seller: caller, active: true, price, inventory, metadataHash });
      });
    }
    case 'updateProduct': {
      const [productId, price, inventory, metadataHash] = call.args;
      const product = state.products[Number(productId) - 1];
      if (productId === 0n || !product) return fail('ProductNotFound', productId);
      if (product.seller !== caller) return fail('NotSeller', caller);
      if (price === 0n) return fail('ZeroPrice');
      return succeed((s) => {
        Object.assign(s.products[Number(productId) - 1] as ProductState, { price, inventory, metadataHash });
      });
    }
    case 'setActive': {
      const [productId, active] = call.args;
      const product = state.products[Number(productId) - 1];
      if (productId === 0n || !product) return fail('ProductNotFound', productId);
      if (product.seller !== caller) return fail('NotSeller', caller);
      return succeed((s) => {
        (s.products[Number(productId) - 1] as ProductState).active = active;
      });
    }
    case 'purchase': {
      const [productId, quantity, expectedUnitPrice, expectedMetadataHash] = call.args;
      if (state.paused) return fail('EnforcedPause');
      const product = state.products[Number(productId) - 1];
      if (productId === 0n || !product) return fail('ProductNotFound', productId);
      if (!product.active) return fail('ProductInactive', productId);
      if (quantity === 0n || quantity > product.inventory) {
        return fail('InvalidQuantity', quantity, product.inventory);
      }
      if (product.price !== expectedUnitPrice) return fail('PriceChanged', expectedUnitPrice, product.price);
      if (product.metadataHash !== expectedMetadataHash) {
        return fail('MetadataChanged', expectedMetadataHash, product.metadataHash);
      }
      const total = product.price * quantity;
      if (total > maxUint256) return fail('TotalOverflow', product.price, quantity);
      if (call.value !== total) return fail('WrongPayment', total, call.value);
      return succeed((s) => {
        const p = s.products[Number(productId) - 1] as ProductState;
        p.inventory -= quantity;
        s.orders.push({
          productId,
          buyer: caller,
          seller: p.seller,
          quantity,
          unitPrice: p.price,
          total,
          status: OrderStatus.Pending,
          shippedAt: 0n,
          confirmedAt: 0n,
          metadataHash: p.metadataHash,
        });
      });
    }
    case 'withdraw': {
      const balance = state.balances.get(caller) ?? 0n;
      if (balance === 0n) return fail('NothingToWithdraw');
      return succeed((s) => {
        s.balances.set(caller, 0n);
      });
    }
    case 'pause':
    case 'unpause': {
      if (caller !== owner) return fail('OwnableUnauthorizedAccount', caller);
      const pausing = call.functionName === 'pause';
      if (pausing && state.paused) return fail('EnforcedPause');
      if (!pausing && !state.paused) return fail('ExpectedPause');
      return succeed((s) => {
        s.paused = pausing;
      });
    }
    default:
      return predictOrderCall(state, call, caller, now);
  }
}

function predictOrderCall(
  state: MarketState,
  call: Extract<MarketCall, { args: readonly [bigint] }>,
  caller: Address,
  now: bigint,
): Outcome {
  const [orderId] = call.args;
  const order = state.orders[Number(orderId) - 1];
  if (orderId === 0n || !order) return fail('OrderNotFound', orderId);
  const bySeller = ['confirmOrder', 'shipOrder', 'finalizeOrder', 'rejectOrder'].includes(call.functionName);
  if (bySeller && order.seller !== caller) return fail('NotSeller', caller);
  if (!bySeller && order.buyer !== caller) return fail('NotBuyer', caller);
  const at = (s: MarketState) => s.orders[Number(orderId) - 1] as OrderState;
  const { status } = order;

  const refund = (to: number) =>
    succeed((s) => {
      const o = at(s);
      o.status = to;
      const product = s.products[Number(o.productId) - 1] as ProductState;
      const restocked = product.inventory + o.quantity;
      product.inventory = restocked > maxUint256 ? maxUint256 : restocked;
      credit(s, o.buyer, o.total);
    });
  const deliver = () =>
    succeed((s) => {
      const o = at(s);
      o.status = OrderStatus.Delivered;
      credit(s, o.seller, o.total);
    });

  switch (call.functionName) {
    case 'confirmOrder':
      if (status !== OrderStatus.Pending) return fail('InvalidTransition', status, OrderStatus.Confirmed);
      return succeed((s, blockTime) => {
        Object.assign(at(s), { status: OrderStatus.Confirmed, confirmedAt: blockTime });
      });
    case 'shipOrder':
      if (status !== OrderStatus.Confirmed) return fail('InvalidTransition', status, OrderStatus.Shipped);
      return succeed((s, blockTime) => {
        Object.assign(at(s), { status: OrderStatus.Shipped, shippedAt: blockTime });
      });
    case 'confirmDelivery':
      if (status !== OrderStatus.Shipped) return fail('InvalidTransition', status, OrderStatus.Delivered);
      return deliver();
    case 'finalizeOrder': {
      if (status !== OrderStatus.Shipped) return fail('InvalidTransition', status, OrderStatus.Delivered);
      const finalizableAt = order.shippedAt + DELIVERY_TIMEOUT;
      const when = deadline(finalizableAt, now);
      if (when === 'ambiguous') return { ok: 'ambiguous' };
      return when === 'ahead' ? fail('TooEarly', finalizableAt) : deliver();
    }
    case 'cancelOrder': {
      if (status === OrderStatus.Confirmed) {
        const cancellableAt = order.confirmedAt + SHIPPING_TIMEOUT;
        const when = deadline(cancellableAt, now);
        if (when === 'ambiguous') return { ok: 'ambiguous' };
        if (when === 'ahead') return fail('TooEarly', cancellableAt);
        return refund(OrderStatus.Cancelled);
      }
      if (status !== OrderStatus.Pending) return fail('InvalidTransition', status, OrderStatus.Cancelled);
      return refund(OrderStatus.Cancelled);
    }
    case 'rejectOrder':
      if (status !== OrderStatus.Pending && status !== OrderStatus.Confirmed) {
        return fail('InvalidTransition', status, OrderStatus.Rejected);
      }
      return refund(OrderStatus.Rejected);
  }
}

/** The custom error (name and arguments) a failed call reverted with. */
export function revertOf(error: unknown): { error: string; args: readonly unknown[] } {
  if (!(error instanceof BaseError)) throw error;
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  if (!(reverted instanceof ContractFunctionRevertedError) || !reverted.data) throw error;
  return { error: reverted.data.errorName, args: reverted.data.args ?? [] };
}

// ----------------------------------------------------------------------------------------------- events

/**
 * Applies the contract's events, in order, to `state`: the state an indexer would hold. Each event must be
 * self-sufficient; an inconsistency between events (an amount that does not match the balance it claims to
 * change, an order id out of sequence) throws.
 */
export function applyEvents(state: MarketState, logs: readonly Log[], address: Address): void {
  const ours = logs.filter((log) => getAddress(log.address) === address);
  for (const { eventName, args } of parseEventLogs({ abi: marketplaceAbi, logs: ours })) {
    switch (eventName) {
      case 'ProductListed':
        if (args.productId !== BigInt(state.products.length + 1))
          throw new Error('product id out of sequence');
        state.products.push({
          seller: args.seller,
          active: true,
          price: args.price,
          inventory: args.inventory,
          metadataHash: args.metadataHash,
        });
        break;
      case 'ProductUpdated':
        Object.assign(productAt(state, args.productId), {
          price: args.price,
          inventory: args.inventory,
          metadataHash: args.metadataHash,
        });
        break;
      case 'ProductActiveSet':
        productAt(state, args.productId).active = args.active;
        break;
      case 'OrderPlaced':
        if (args.orderId !== BigInt(state.orders.length + 1)) throw new Error('order id out of sequence');
        state.orders.push({
          productId: args.productId,
          buyer: args.buyer,
          seller: args.seller,
          quantity: args.quantity,
          unitPrice: args.unitPrice,
          total: args.total,
          status: OrderStatus.Pending,
          shippedAt: 0n,
          confirmedAt: 0n,
          metadataHash: args.metadataHash,
        });
        productAt(state, args.productId).inventory = args.remainingInventory;
        break;
      case 'OrderStatusChanged': {
        const order = state.orders[Number(args.orderId) - 1];
        if (!order) throw new Error(`OrderStatusChanged for unknown order ${args.orderId}`);
        Object.assign(order, {
          status: args.status,
          confirmedAt: args.confirmedAt,
          shippedAt: args.shippedAt,
        });
        productAt(state, args.productId).inventory = args.productInventory;
        break;
      }
      case 'Credited': {
        const before = state.balances.get(args.account) ?? 0n;
        if (args.balance !== before + args.amount) throw new Error(`Credited ${args.account} inconsistently`);
        state.balances.set(args.account, args.balance);
        break;
      }
      case 'Withdrawn':
        if (args.amount !== state.balances.get(args.account)) throw new Error('Withdrawn a different amount');
        state.balances.set(args.account, 0n);
        break;
      case 'Paused':
        state.paused = true;
        break;
      case 'Unpaused':
        state.paused = false;
        break;
      default:
        break;
    }
  }
}

function productAt(state: MarketState, productId: bigint): ProductState {
  const product = state.products[Number(productId) - 1];
  if (!product) throw new Error(`event names unknown product ${productId}`);
  return product;
}

// ---------------------------------------------------------------------------------------------- storage

/**
 * Reads the whole market from storage (products 1..`productCount`, orders 1..`orderCount`, the balances of
 * `accounts`), the contract's ether, and the timestamp of block `blockNumber`, at that block. With a batching
 * transport the reads leave in one HTTP request.
 */
export async function readStorage(
  client: PublicClient,
  address: Address,
  accounts: readonly Address[],
  counts: { products: number; orders: number },
  blockNumber: bigint,
) {
  const read = <
    const name extends 'products' | 'orders' | 'balances' | 'productCount' | 'orderCount' | 'paused',
  >(
    functionName: name,
    args: readonly unknown[],
  ) =>
    client.readContract({
      address,
      abi: marketplaceAbi,
      functionName,
      args,
      blockNumber,
    } as never) as Promise<unknown>;
  const ids = (count: number) => Array.from({ length: count }, (_, index) => BigInt(index + 1));
  const [productCount, orderCount, paused, ether, block, productRows, orderRows, balanceRows] =
    await Promise.all([
      read('productCount', []),
      read('orderCount', []),
      read('paused', []),
      client.getBalance({ address, blockNumber }),
      client.getBlock({ blockNumber }),
      Promise.all(ids(counts.products).map((id) => read('products', [id]))),
      Promise.all(ids(counts.orders).map((id) => read('orders', [id]))),
      Promise.all(accounts.map((account) => read('balances', [account]))),
    ] as const);
  const products = (productRows as (readonly [Address, boolean, bigint, bigint, Hex])[]).map(
    ([seller, active, price, inventory, metadataHash]) => ({
      seller,
      active,
      price,
      inventory,
      metadataHash,
    }),
  );
  const orders = (orderRows as OrderTuple[]).map(orderFromTuple);
  const balances = new Map(accounts.map((account, index) => [account, balanceRows[index] as bigint]));
  const state: MarketState = { products, orders, balances, paused: paused as boolean };
  return {
    state,
    productCount: productCount as bigint,
    orderCount: orderCount as bigint,
    ether,
    blockTime: block.timestamp,
  };
}
