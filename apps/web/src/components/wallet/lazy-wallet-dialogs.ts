import { lazyDialog } from '@/components/ui/lazy-dialog';

// The wallet's dialogs, loaded when first opened (lazyDialog): the wallet controls sit in the header of the
// marketplace and the supplier dashboard, whose first paint then waits for no dialog code. Render each only
// while it is open.

export const DemoAccountDialog = lazyDialog(() =>
  import('./demo-account-dialog').then(({ DemoAccountDialog }) => DemoAccountDialog),
);

export const InstallWalletDialog = lazyDialog(() =>
  import('./install-wallet-dialog').then(({ InstallWalletDialog }) => InstallWalletDialog),
);

export const WalletDebugDialog = lazyDialog(() =>
  import('./wallet-debug-dialog').then(({ WalletDebugDialog }) => WalletDebugDialog),
);
