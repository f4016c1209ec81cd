import type { Eip1193Provider, WalletProviderDetail } from './types';

/** The info we give `window.ethereum` when no wallet announces itself through EIP-6963. */
export const INJECTED_PROVIDER_INFO = {
  uuid: 'window.ethereum',
  name: 'Browser wallet',
  icon: '',
  rdns: 'window.ethereum',
} as const;

interface DiscoveryTarget extends EventTarget {
  ethereum?: unknown;
}

function isProvider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}

function isDetail(value: unknown): value is WalletProviderDetail {
  if (typeof value !== 'object' || value === null) return false;
  const { info, provider } = value as Partial<WalletProviderDetail>;
  return typeof info?.uuid === 'string' && typeof info.name === 'string' && isProvider(provider);
}

export interface ProviderDiscovery {
  /** Announced providers in announcement order, or `window.ethereum` alone when nothing announced. */
  getProviders(): readonly WalletProviderDetail[];
  /** Called whenever a new provider announces itself. */
  subscribe(listener: () => void): () => void;
  /** Stops listening for announcements. */
  stop(): void;
}

/**
 * EIP-6963 discovery: listen for `eip6963:announceProvider`, then ask every installed wallet to announce with
 * `eip6963:requestProvider`. Wallets already loaded answer synchronously; later ones announce when they load.
 */
export function discoverProviders(target: DiscoveryTarget = window): ProviderDiscovery {
  const announced = new Map<string, WalletProviderDetail>();
  let snapshot: readonly WalletProviderDetail[] = [];
  const listeners = new Set<() => void>();

  const recompute = () => {
    if (announced.size > 0) snapshot = [...announced.values()];
    else if (isProvider(target.ethereum))
      snapshot = [{ info: { ...INJECTED_PROVIDER_INFO }, provider: target.ethereum }];
    else snapshot = [];
  };

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (!isDetail(detail) || announced.has(detail.info.uuid)) return;
    announced.set(detail.info.uuid, detail);
    recompute();
    for (const listener of listeners) listener();
  };

  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  recompute();

  return {
    getProviders: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => target.removeEventListener('eip6963:announceProvider', onAnnounce),
  };
}
