// No viem here: the wallet store reads these before anyone signs, and viem loads only for signing (signer.ts).

/** The server gives its own RPC proxy as a path ('/api/chain/rpc'): wallets need an absolute URL. */
export function resolveRpcUrl(rpcUrl: string, origin: string = window.location.origin): string {
  return new URL(rpcUrl, origin).href;
}

export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}

/** Wallets report the chain as hex (EIP-1193); some old ones as a decimal string or number. */
export function parseChainId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const parsed = value.startsWith('0x') ? Number.parseInt(value, 16) : Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

export const NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;
