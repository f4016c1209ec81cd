import {
  type Account,
  type Address,
  type Chain,
  getAddress,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { marketplaceAbi, marketplaceBytecode } from '../generated/marketplace';

/**
 * Deploys a new CareLedgerMarketplace from the wallet's account (which becomes the owner allowed to pause) and
 * waits for the receipt. Returns the contract address.
 */
export async function deployMarketplace(
  walletClient: WalletClient<Transport, Chain, Account>,
  publicClient: PublicClient<Transport, Chain>,
): Promise<Address> {
  const hash = await walletClient.deployContract({ abi: marketplaceAbi, bytecode: marketplaceBytecode });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`Marketplace deployment failed in transaction ${hash}`);
  }
  return getAddress(receipt.contractAddress);
}
