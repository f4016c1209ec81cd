import { parseEther } from 'viem';

/** An ETH amount the server sent as a decimal string, in wei; 0 for anything unreadable. */
export function etherToWei(amount: string): bigint {
  try {
    return parseEther(amount);
  } catch {
    return 0n;
  }
}
