import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { DEV_MNEMONIC, devAccounts, devPrivateKeys } from '../src/dev-accounts';

describe('devAccounts', () => {
  it('lists accounts 0–9 of the public test mnemonic with matching keys and addresses', () => {
    expect(devAccounts.map((account) => account.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const account of devAccounts) {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
      expect(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: account.index }).address).toBe(account.address);
    }
    expect(devPrivateKeys).toEqual(devAccounts.map((account) => account.privateKey));
  });
});
