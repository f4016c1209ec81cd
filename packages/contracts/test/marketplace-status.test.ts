import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  MARKETPLACE_STATUSES,
  MarketplaceStatus,
  MarketplaceStatusCode,
  toMarketplaceStatus,
} from '../src/marketplace-status';

describe('MarketplaceStatus', () => {
  it('follows the order of the OrderStatus enum in the contract', async () => {
    const source = await readFile(new URL('../contracts/CareLedgerMarketplace.sol', import.meta.url), 'utf8');
    const members = /enum OrderStatus \{([^}]*)\}/.exec(source)?.[1]?.split(',') ?? [];
    expect(members.map((member) => member.trim().toLowerCase())).toEqual([...MARKETPLACE_STATUSES]);
  });

  it('maps codes to names and back', () => {
    MARKETPLACE_STATUSES.forEach((status, code) => {
      expect(MarketplaceStatus[code as keyof typeof MarketplaceStatus]).toBe(status);
      expect(MarketplaceStatusCode[status]).toBe(code);
      expect(toMarketplaceStatus(code)).toBe(status);
      expect(toMarketplaceStatus(BigInt(code))).toBe(status);
    });
    expect(() => toMarketplaceStatus(6)).toThrow(RangeError);
  });
});
