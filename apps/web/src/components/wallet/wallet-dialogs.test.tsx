import type { Address, ChainInfo } from '@careledger/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { devChainInfo } from '@/lib/wallet/testing/chain-info';
import type { Wallet } from '@/lib/wallet/use-wallet';
import { setUpI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { InstallWalletDialog, METAMASK_DOWNLOAD_URL } from './install-wallet-dialog';
import { WalletDebugDialog } from './wallet-debug-dialog';

// The dialogs only read the session: a plain object stands in for the page's wallet store.
let wallet: Wallet;
vi.mock('@/lib/wallet/use-wallet', () => ({ useWallet: () => wallet }));

const SELLER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' as Address;
const BUYER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' as Address;

function makeWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    status: 'disconnected',
    address: null,
    chainId: null,
    isCorrectChain: false,
    providerAvailable: false,
    providerName: null,
    providerInfo: null,
    isLoading: false,
    hasSigner: false,
    hasProvider: false,
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

const chainInfo = (embedded: boolean): ChainInfo =>
  devChainInfo({ embedded, demoAccounts: embedded ? [SELLER, BUYER] : [] });

const renderWith = (ui: ReactNode, info: ChainInfo) =>
  renderWithProviders(ui, { cached: [[queryKeys.marketplace.chain(), info]] });

const flag = (key: string) => screen.getByTestId(`wallet-flag-${key}`).textContent;

describe('wallet dialogs', () => {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('wallet');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('Wallet Debug shows the Yes/No flags and the address of a connected session', () => {
    wallet = makeWallet({
      status: 'connected',
      address: SELLER,
      chainId: 31337,
      providerAvailable: true,
      hasProvider: true,
      hasSigner: true,
      providerName: 'MetaMask',
    });
    renderWith(<WalletDebugDialog onClose={() => undefined} />, chainInfo(false));
    expect(screen.getByRole('dialog', { name: 'Wallet Debug' })).toBeTruthy();
    expect(flag('extensionAvailable')).toBe('Wallet extension availableYes');
    expect(flag('connected')).toBe('ConnectedYes');
    expect(flag('loading')).toBe('LoadingNo');
    expect(flag('signer')).toBe('SignerYes');
    expect(flag('provider')).toBe('ProviderYes');
    expect(screen.getByTestId('wallet-debug-address').textContent).toBe(SELLER);
    for (const name of ['Test Connect', 'Force Refresh', 'Disconnect'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('Troubleshooting tips')).toBeTruthy();
  });

  it('Wallet Debug says No without a wallet, and reports a failed test connection', async () => {
    wallet = makeWallet({ connect: vi.fn(async () => false) });
    renderWith(<WalletDebugDialog onClose={() => undefined} />, chainInfo(false));
    expect(flag('extensionAvailable')).toBe('Wallet extension availableNo');
    expect(flag('connected')).toBe('ConnectedNo');
    expect(flag('signer')).toBe('SignerNo');
    expect(screen.getByTestId('wallet-debug-address').textContent).toBe('Not connected');
    const { toast } = await import('@/components/ui/toast/toast-store');
    const info = vi.spyOn(toast, 'info');
    const error = vi.spyOn(toast, 'error');
    fireEvent.click(screen.getByRole('button', { name: 'Test Connect' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Test connection failed'));
    expect(info).toHaveBeenCalledWith('Testing wallet connection...');
    expect(wallet.connect).toHaveBeenCalledTimes(1);
  });

  it('Install MetaMask links to the download page in a new tab, and offers no demo wallet off the dev chain', () => {
    wallet = makeWallet();
    renderWith(<InstallWalletDialog onClose={() => undefined} />, chainInfo(false));
    const dialog = screen.getByRole('dialog', { name: 'Install MetaMask' });
    const link = within(dialog).getByRole('link', { name: /Download MetaMask/ });
    expect(link.getAttribute('href')).toBe(METAMASK_DOWNLOAD_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(dialog).queryByText('Use the demo wallet')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Demo account/ })).toBeNull();
  });

  it('Install MetaMask offers the demo accounts on the embedded chain; choosing one connects it', async () => {
    wallet = makeWallet();
    const onClose = vi.fn();
    renderWith(<InstallWalletDialog onClose={onClose} />, chainInfo(true));
    expect(screen.getByText('Use the demo wallet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use Demo account 2, address 0x7099' }));
    expect(wallet.connectDemoAccount).toHaveBeenCalledWith(BUYER);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
