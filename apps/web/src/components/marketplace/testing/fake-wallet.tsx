import { vi } from 'vitest';

// A stand-in for the marketplace and supplier features' wallet seam (their ../lib/wallet) in component unit tests:
// vi.mock('../lib/wallet', () => import('@/components/marketplace/testing/fake-wallet')). The real wallet layer needs
// a browser wallet and a chain. Tests set the session with setWallet and inspect `run`.

type Status = 'disconnected' | 'connecting' | 'connected';

interface FakeWallet {
  status: Status;
  address: `0x${string}` | null;
  isCorrectChain: boolean;
  connect: () => Promise<boolean>;
  getWalletClient: () => Promise<{
    signMessage: (args: { account: string; message: string }) => Promise<string>;
  } | null>;
}

const disconnected = (): FakeWallet => ({
  status: 'disconnected',
  address: null,
  isCorrectChain: false,
  connect: vi.fn(async () => true),
  getWalletClient: vi.fn(async () => null),
});

let wallet = disconnected();
type Step = 'idle' | 'signing' | 'pending' | 'confirmed' | 'failed';
let transactionState: { step: Step; error: string | null } = { step: 'idle', error: null };

export const BUYER = '0x00000000000000000000000000000000000000b1';

export function setWallet(next: 'disconnected' | 'connected') {
  transactionState = { step: 'idle', error: null };
  wallet =
    next === 'connected'
      ? {
          ...disconnected(),
          status: 'connected',
          address: BUYER,
          isCorrectChain: true,
          getWalletClient: vi.fn(async () => ({ signMessage: vi.fn(async () => '0xsigned') })),
        }
      : disconnected();
}

export const run = vi.fn(async (_call: { functionName: string; args: unknown[]; value?: bigint }) => ({
  ok: true as const,
  txHash: `0x${'1'.repeat(64)}`,
}));

export const useWallet = () => wallet;

/** What every useContractTransaction() reports until the next call (reset by setWallet). */
export function setTransaction(next: { step: Step; error?: string }) {
  transactionState = { step: next.step, error: next.error ?? null };
}

export const useContractTransaction = () => ({
  run,
  reset: vi.fn(),
  ...transactionState,
  txHash: null,
  revertReason: null,
  isBusy: transactionState.step === 'signing' || transactionState.step === 'pending',
});

export const TransactionSteps = () => null;
export const WrongChainBanner = () => null;
export const WalletControls = () => <div data-testid="wallet-controls" />;
