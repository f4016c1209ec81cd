import { describe, expect, it, vi } from 'vitest';
import { discoverProviders, INJECTED_PROVIDER_INFO } from './eip6963';
import { createFakeProvider } from './testing/fake-provider';

/** A wallet extension as EIP-6963 describes it: announces itself when asked. */
function installWallet(target: EventTarget, name: string) {
  const { provider } = createFakeProvider();
  const detail = {
    info: { uuid: `${name}-uuid`, name, icon: 'data:image/svg+xml,<svg/>', rdns: `io.${name}` },
    provider,
  };
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  target.addEventListener('eip6963:requestProvider', announce);
  return { detail, announce };
}

describe('discoverProviders', () => {
  it('collects every wallet that announces itself, once each, in announcement order', () => {
    const target = new EventTarget();
    const first = installWallet(target, 'alpha');
    const second = installWallet(target, 'beta');
    const discovery = discoverProviders(target);
    first.announce();
    expect(discovery.getProviders()).toEqual([first.detail, second.detail]);
  });

  it('ignores announcements without a usable provider', () => {
    const target = new EventTarget();
    const discovery = discoverProviders(target);
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: 'x', name: 'X' }, provider: {} },
      }),
    );
    expect(discovery.getProviders()).toEqual([]);
  });

  it('falls back to window.ethereum when nothing announces', () => {
    const { provider } = createFakeProvider();
    const target = Object.assign(new EventTarget(), { ethereum: provider });
    expect(discoverProviders(target).getProviders()).toEqual([{ info: INJECTED_PROVIDER_INFO, provider }]);
  });

  it('prefers a wallet that announces later to window.ethereum, and says so', () => {
    const { provider } = createFakeProvider();
    const target = Object.assign(new EventTarget(), { ethereum: provider });
    const discovery = discoverProviders(target);
    const listener = vi.fn();
    discovery.subscribe(listener);
    const late = installWallet(target, 'late');
    late.announce();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(discovery.getProviders()).toEqual([late.detail]);
    discovery.stop();
    installWallet(target, 'after-stop').announce();
    expect(discovery.getProviders()).toEqual([late.detail]);
  });
});
