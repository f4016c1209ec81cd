import type { Address } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { DEMO_WALLET_RDNS } from '@/lib/wallet/demo-wallet';
import { devChainInfo } from '@/lib/wallet/testing/chain-info';
import type { Wallet } from '@/lib/wallet/use-wallet';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { WalletControls } from './wallet-controls';

// The controls only read the session: a plain object stands in for the page's wallet store (whose switching
// is proven in lib/wallet/wallet-store.test.ts).
let wallet: Wallet;
vi.mock('@/lib/wallet/use-wallet', () => ({ useWallet: () => wallet }));

const SELLER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' as Address;
const BUYER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as Address;
const DEMO_INFO = {
  uuid: DEMO_WALLET_RDNS,
  name: 'CareLedger demo wallet',
  icon: '',
  rdns: DEMO_WALLET_RDNS,
};

const chainInfo = devChainInfo({ demoAccounts: [SELLER, BUYER] });

function demoSession(overrides: Partial<Wallet>): Wallet {
  return {
    status: 'disconnected',
    address: null,
    chainId: null,
    isCorrectChain: false,
    providerAvailable: false,
    providerName: DEMO_INFO.name,
    providerInfo: DEMO_INFO,
    isLoading: false,
    hasSigner: false,
    hasProvider: true,
    error: null,
    connect: vi.fn(async () => true),
    connectDemoAccount: vi.fn(async () => true),
    disconnect: vi.fn(async () => undefined),
    refresh: vi.fn(async () => true),
    switchChain: vi.fn(async () => true),
    getWalletClient: vi.fn(async () => null),
    ...overrides,
  };
}

const renderControls = () =>
  renderWithProviders(<WalletControls />, { cached: [[queryKeys.marketplace.chain(), chainInfo]] });

describe('demo wallet accounts in the wallet controls', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('wallet');
  });
  afterEach(cleanup);

  it('after Disconnect, Connect Wallet asks which demo account instead of reconnecting the last one', async () => {
    wallet = demoSession({});
    renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a demo account' });
    expect(wallet.connect).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Use Demo account 2, address 0x7099/ }));
    expect(wallet.connectDemoAccount).toHaveBeenCalledWith(BUYER);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows which demo account is in use, and switches to another', async () => {
    wallet = demoSession({ status: 'connected', address: BUYER, chainId: 31337, isCorrectChain: true });
    renderControls();
    expect(screen.getByTestId('wallet-account-name').textContent).toBe('Demo account 2');
    expect(screen.getByTestId('wallet-address').textContent).toContain('0x7099');
    fireEvent.click(screen.getByRole('button', { name: 'Switch Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a demo account' });
    const current = within(dialog).getByRole('button', {
      name: /^Demo account 2, address 0x7099.*, in use$/,
    });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Use Demo account 1, address 0xf39f/ }));
    expect(wallet.connectDemoAccount).toHaveBeenCalledWith(SELLER);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no account switch for a wallet extension', () => {
    wallet = demoSession({
      status: 'connected',
      address: BUYER,
      providerInfo: { uuid: 'x', name: 'Fake Wallet', icon: '', rdns: 'test.fake' },
      providerAvailable: true,
    });
    renderControls();
    expect(screen.queryByRole('button', { name: 'Switch Account' })).toBeNull();
    expect(screen.queryByTestId('wallet-account-name')).toBeNull();
  });
});
