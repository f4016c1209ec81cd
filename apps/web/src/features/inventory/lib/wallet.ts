interface EthereumProvider {
  request(args: { method: string }): Promise<unknown>;
}

/** True when a browser wallet is present and has at least one account connected to this site. */
export async function hasConnectedWallet(): Promise<boolean> {
  const ethereum = (window as Window & { ethereum?: EthereumProvider }).ethereum;
  if (!ethereum) return false;
  try {
    const accounts = await ethereum.request({ method: 'eth_accounts' });
    return Array.isArray(accounts) && accounts.length > 0;
  } catch {
    return false;
  }
}
