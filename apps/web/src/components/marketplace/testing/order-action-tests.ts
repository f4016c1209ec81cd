import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { setUpI18n } from '@/testing/i18n';
import { run, setWallet } from './fake-wallet';

/** The toasts on screen, newest last. */
export const toasts = () => toast.getSnapshot().map((item) => item.message);

/**
 * Hooks for a suite of buyer or seller order-action tests (the caller mocks its feature's `lib/wallet` with
 * `fake-wallet`): marketplace text loaded, a connected fake wallet with no calls recorded, no toasts left over.
 */
export function setUpOrderActionTests() {
  beforeAll(async () => {
    const i18n = await setUpI18n();
    await i18n.loadNamespaces('marketplace');
  });
  beforeEach(() => {
    setWallet('connected');
    run.mockClear();
    for (const item of toast.getSnapshot()) toast.dismiss(item.id);
  });
  afterEach(() => {
    cleanup();
    setWallet('disconnected');
  });
}
