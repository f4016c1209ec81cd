import {
  type Address,
  getContract,
  type Hex,
  keccak256,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
  toHex,
} from 'viem';
import { afterAll, beforeAll } from 'vitest';
import { marketplaceAbi } from '../src/index';
import { type AnvilInstance, deployMarketplace, startAnvil } from '../src/node';
import { type Clients, createClients, mined, orderFromTuple } from './helpers';

// Shared setup for the marketplace test files. Each file starts its own anvil node (on a free port, a fraction
// of a second) by calling useMarketplaceNode(); every test then deploys its own marketplace on it and sends real
// transactions. Reverts are checked by the node executing the call (gas estimation fails with the contract's
// custom error).

export const OWNER = 0;
export const SELLER = 1;
export const BUYER = 2;
export const OTHER = 3;

export const PRICE = parseEther('0.01');
export const METADATA = keccak256(toHex('{"name":"Amoxicillin 500 mg","category":"Antibiotics"}'));
export const NEW_METADATA = keccak256(
  toHex('{"name":"Amoxicillin 500 mg, box of 20","category":"Antibiotics"}'),
);
export const Status = {
  Pending: 0,
  Confirmed: 1,
  Shipped: 2,
  Delivered: 3,
  Cancelled: 4,
  Rejected: 5,
} as const;

// Assigned by the beforeAll hook of useMarketplaceNode. Exported as live bindings, so a test file reads the
// current node's values once the hook has run.
export let rpcUrl: string;
export let clients: Clients;
export let seller: Address;
export let buyer: Address;
export let other: Address;

/** Starts an anvil node before the calling test file's tests and stops it after them. */
export function useMarketplaceNode(): void {
  let anvil: AnvilInstance | undefined;

  beforeAll(async () => {
    anvil = await startAnvil();
    rpcUrl = anvil.rpcUrl;
    clients = createClients(anvil.rpcUrl);
    seller = clients.wallet(SELLER).account.address;
    buyer = clients.wallet(BUYER).account.address;
    other = clients.wallet(OTHER).account.address;
  });

  afterAll(async () => {
    await anvil?.stop();
  });
}

export async function deployFixture() {
  const address = await deployMarketplace(clients.wallet(OWNER), clients.publicClient);
  const as = (index: number) =>
    getContract({
      address,
      abi: marketplaceAbi,
      client: { public: clients.publicClient, wallet: clients.wallet(index) },
    });
  return { address, owner: as(OWNER), seller: as(SELLER), buyer: as(BUYER), other: as(OTHER) };
}

export type Fixture = Awaited<ReturnType<typeof deployFixture>>;

export function eventsOf(receipt: TransactionReceipt) {
  return parseEventLogs({ abi: marketplaceAbi, logs: receipt.logs }).map(({ eventName, args }) => ({
    eventName,
    args,
  }));
}

export async function listProduct(m: Fixture, inventory = 10n, price = PRICE): Promise<bigint> {
  const receipt = await mined(clients, m.seller.write.listProduct([price, inventory, METADATA]));
  const [listed] = parseEventLogs({ abi: marketplaceAbi, logs: receipt.logs, eventName: 'ProductListed' });
  if (!listed) throw new Error('ProductListed not emitted');
  return listed.args.productId;
}

export async function placeOrder(
  m: Fixture,
  productId: bigint,
  quantity: bigint,
  unitPrice = PRICE,
  metadataHash: Hex = METADATA,
) {
  const total = unitPrice * quantity;
  const receipt = await mined(
    clients,
    m.buyer.write.purchase([productId, quantity, unitPrice, metadataHash], { value: total }),
  );
  const [placed] = parseEventLogs({ abi: marketplaceAbi, logs: receipt.logs, eventName: 'OrderPlaced' });
  if (!placed) throw new Error('OrderPlaced not emitted');
  return { orderId: placed.args.orderId, total, receipt };
}

export async function inventoryOf(m: Fixture, productId: bigint): Promise<bigint> {
  const [, , , inventory] = await m.owner.read.products([productId]);
  return inventory;
}

export async function statusOf(m: Fixture, orderId: bigint): Promise<number> {
  const [, , , , , , status] = await m.owner.read.orders([orderId]);
  return status;
}

/** The order as named fields (the `orders` getter returns a tuple). */
export async function orderOf(m: Fixture, orderId: bigint) {
  return orderFromTuple(await m.owner.read.orders([orderId]));
}

/** Timestamp of the block a receipt was mined in. */
export async function blockTime(receipt: TransactionReceipt): Promise<bigint> {
  return (await clients.publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp;
}
