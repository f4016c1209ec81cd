import { useWallet } from './wallet';

/** The connected address (the supplier is the wallet), and whether transactions can be sent on this chain. */
export function useWalletSession() {
  const wallet = useWallet();
  const address = wallet.status === 'connected' && wallet.address ? wallet.address : null;
  return { wallet, address, canTransact: address !== null && wallet.isCorrectChain };
}
