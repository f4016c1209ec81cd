import { useWallet } from './wallet';

/** A wallet is connected (spec: buying and orders need one) and it is on the marketplace's chain. */
export function useWalletSession() {
  const wallet = useWallet();
  const address = wallet.status === 'connected' && wallet.address ? wallet.address : null;
  return {
    wallet,
    address,
    isConnected: address !== null,
    canTransact: address !== null && wallet.isCorrectChain,
  };
}
