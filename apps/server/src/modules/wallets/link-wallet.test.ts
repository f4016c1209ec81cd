import { devAccounts } from '@careledger/contracts';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { expect, it } from 'vitest';
import { signInAs } from '../../test/accounts';
import { describeEachDatabase } from '../../test/databases';

const HOST = 'localhost:80';
const wallet = privateKeyToAccount((devAccounts[7] as (typeof devAccounts)[number]).privateKey);
const other = privateKeyToAccount((devAccounts[8] as (typeof devAccounts)[number]).privateKey);

describeEachDatabase('linking a wallet with Sign-In with Ethereum', (get) => {
  const nonce = async (cookie?: string) =>
    (
      await get().app.inject({
        method: 'POST',
        url: '/api/account/wallets/nonce',
        headers: { host: HOST, ...(cookie ? { cookie } : {}) },
      })
    ).json().nonce as string;
  const message = (fields: Partial<Parameters<typeof createSiweMessage>[0]> & { nonce: string }) =>
    createSiweMessage({
      address: wallet.address,
      chainId: get().app.config.chain.chainId,
      domain: HOST,
      uri: `http://${HOST}`,
      version: '1',
      issuedAt: new Date(),
      ...fields,
    });
  const link = async (text: string, signer = wallet, cookie?: string) =>
    get().app.inject({
      method: 'POST',
      url: '/api/account/wallets',
      headers: { host: HOST, ...(cookie ? { cookie } : {}) },
      payload: { message: text, signature: await signer.signMessage({ message: text }) },
    });

  it('refuses a wrong domain, a wrong chain, an expired message, a bad signature and a nonce never issued', async () => {
    const refusals = [
      [message({ nonce: await nonce(), domain: 'evil.example' }), 'walletLinkWrongDomain'],
      [message({ nonce: await nonce(), uri: 'https://evil.example' }), 'walletLinkWrongDomain'],
      [message({ nonce: await nonce(), chainId: 1 }), 'walletLinkWrongChain'],
      [message({ nonce: await nonce(), expirationTime: new Date(Date.now() - 1000) }), 'walletLinkExpired'],
      [message({ nonce: 'neverIssued12345' }), 'walletLinkNonce'],
    ] as const;
    for (const [text, key] of refusals) {
      const res = await link(text);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().messageKey).toBe(key);
    }
    const forged = await link(message({ nonce: await nonce() }), other);
    expect(forged.json().messageKey).toBe('walletLinkBadSignature');
    expect((await get().app.inject({ method: 'GET', url: '/api/account/wallets' })).json().items).toEqual([]);
  });

  it('links with a fresh nonce once; the nonce cannot be used again, nor another account’s', async () => {
    const managerCookie = await signInAs(get().app, 'manager');
    const managersNonce = await nonce(managerCookie);
    expect((await link(message({ nonce: managersNonce }))).json().messageKey).toBe('walletLinkNonce');

    const text = message({ nonce: await nonce() });
    const linked = await link(text);
    expect(linked.statusCode).toBe(201);
    expect(linked.json().address).toBe(wallet.address.toLowerCase());
    expect((await link(text)).json().messageKey).toBe('walletLinkNonce');

    // The wallet is the admin's now: another account cannot take it.
    const taken = await link(message({ nonce: await nonce(managerCookie) }), wallet, managerCookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().messageKey).toBe('walletLinkedElsewhere');

    const list = (await get().app.inject({ method: 'GET', url: '/api/account/wallets' })).json();
    expect(list.items.map((w: { address: string }) => w.address)).toEqual([wallet.address.toLowerCase()]);
    const unlinked = await get().app.inject({
      method: 'DELETE',
      url: `/api/account/wallets/${wallet.address}`,
    });
    expect(unlinked.statusCode).toBe(204);
    const again = await get().app.inject({ method: 'DELETE', url: `/api/account/wallets/${wallet.address}` });
    expect(again.statusCode).toBe(404);
  });
});
