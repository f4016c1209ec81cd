import {
  type Abi,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  decodeErrorResult,
  type Hash,
  type Hex,
  http,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { expect } from 'vitest';
import { devAccounts } from '../src/dev-accounts';

// Clients for one anvil node. A short polling interval keeps receipt waits near-instant with automining.
export function createClients(rpcUrl: string) {
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain: foundry, transport, pollingInterval: 10 });
  const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport, pollingInterval: 10 });
  const wallet = (index: number) => {
    const devAccount = devAccounts[index];
    if (!devAccount) throw new Error(`No dev account ${index}`);
    return createWalletClient({
      account: privateKeyToAccount(devAccount.privateKey),
      chain: foundry,
      transport,
      pollingInterval: 10,
    });
  };
  return { publicClient, testClient, wallet };
}

export type Clients = ReturnType<typeof createClients>;

/** Waits for a transaction to be mined and asserts it succeeded. */
export async function mined(clients: Clients, hash: Promise<Hash> | Hash): Promise<TransactionReceipt> {
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash: await hash });
  expect(receipt.status).toBe('success');
  return receipt;
}

/** Wei a transaction cost its sender in gas. */
export function gasCost(receipt: TransactionReceipt): bigint {
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

/**
 * Asserts that a contract write was rejected by the node with the custom error `errorName` (and, when given,
 * exactly these arguments). The revert data is decoded with `abi`, so errors bubbling up from another contract
 * can be recognised too.
 */
export async function expectRevert(
  write: Promise<unknown>,
  errorName: string,
  args?: readonly unknown[],
  abi: Abi = [],
): Promise<void> {
  const error = await write.then(
    () => {
      throw new Error(`Expected the call to revert with ${errorName}, but it succeeded`);
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BaseError);
  const reverted = (error as BaseError).walk((cause) => cause instanceof ContractFunctionRevertedError);
  expect(reverted, String(error)).toBeInstanceOf(ContractFunctionRevertedError);
  const revert = reverted as ContractFunctionRevertedError;
  const decoded =
    revert.data ?? (revert.raw && abi.length > 0 ? decodeErrorResult({ abi, data: revert.raw }) : undefined);
  expect(decoded?.errorName, String(error)).toBe(errorName);
  if (args !== undefined) expect(decoded?.args ?? []).toEqual(args);
}

export function addressOf(clients: Clients, index: number): Address {
  return clients.wallet(index).account.address;
}

/** What the marketplace's `orders(id)` getter returns: the order's fields as a tuple, in declaration order. */
export type OrderTuple = readonly [
  bigint,
  Address,
  Address,
  bigint,
  bigint,
  bigint,
  number,
  bigint,
  bigint,
  Hex,
];

/** The `orders(id)` tuple as named fields. */
export function orderFromTuple(tuple: OrderTuple) {
  const [productId, buyer, seller, quantity, unitPrice, total, status, shippedAt, confirmedAt, metadataHash] =
    tuple;
  return {
    productId,
    buyer,
    seller,
    quantity,
    unitPrice,
    total,
    status,
    shippedAt,
    confirmedAt,
    metadataHash,
  };
}
