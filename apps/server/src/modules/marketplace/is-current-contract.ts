import { marketplaceDeployedBytecode } from '@careledger/contracts';
import type { Address, Chain, Hex, PublicClient, Transport } from 'viem';

/**
 * Whether the contract at `address` runs the code this server was built with (packages/contracts'
 * CareLedgerMarketplace), and so speaks the ABI the indexer, the seed and the web app use. The runtime code is
 * compared without Solidity's metadata trailer, which changes with comments and file paths but not with
 * behaviour: a contract that differs otherwise is another version, whose events and calls this server cannot read.
 */
export async function isCurrentContract({
  client,
  address,
}: {
  client: PublicClient<Transport, Chain>;
  address: Address;
}): Promise<boolean> {
  const code = await client.getCode({ address });
  if (code === undefined || code === '0x') return false;
  return withoutMetadata(code) === withoutMetadata(marketplaceDeployedBytecode);
}

/**
 * The runtime code without the CBOR metadata solc appends: its length is the code's last two bytes. Code that
 * does not end in a plausible trailer is returned whole.
 */
export function withoutMetadata(code: Hex): string {
  const hex = code.toLowerCase().replace(/^0x/, '');
  const length = Number.parseInt(hex.slice(-4), 16);
  const trailerChars = (length + 2) * 2;
  if (!Number.isFinite(length) || trailerChars >= hex.length) return hex;
  return hex.slice(0, hex.length - trailerChars);
}
