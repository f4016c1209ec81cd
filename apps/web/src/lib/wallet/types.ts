import type { Address } from '@careledger/shared';

/** The part of an EIP-1193 provider we use: requests and the two events the spec listens to. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
}

/** EIP-6963 provider info, as a wallet announces it. */
export interface WalletProviderInfo {
  uuid: string;
  name: string;
  /** A data URI (EIP-6963 requires one); empty for `window.ethereum` and the demo wallet. */
  icon: string;
  rdns: string;
}

export interface WalletProviderDetail {
  info: WalletProviderInfo;
  provider: Eip1193Provider;
}

export type WalletStatus = 'disconnected' | 'connecting' | 'connected';

export interface WalletState {
  status: WalletStatus;
  /** Lower-cased, like every address the API returns, so `address === product.seller` just works. */
  address: Address | null;
  chainId: number | null;
  /** The provider the wallet session uses (an extension or the demo wallet), with its info. */
  provider: WalletProviderDetail | null;
  /** Browser wallet extensions found (EIP-6963 announcements, or `window.ethereum`); never the demo wallet. */
  extensions: readonly WalletProviderDetail[];
  isLoading: boolean;
  /** The last connection error, as a sentence for a person. */
  error: string | null;
}
