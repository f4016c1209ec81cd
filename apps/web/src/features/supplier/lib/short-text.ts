import { ADDRESS_PREFIX_LENGTH, TX_HASH_PREFIX_LENGTH } from '@careledger/shared';

/** Spec 000 section 9: a wallet address is shown as its first 6 characters. */
export const shortAddress = (address: string) => address.slice(0, ADDRESS_PREFIX_LENGTH);

/** Spec 000 section 9: a transaction hash is shown as its first 10 characters. */
export const shortHash = (hash: string) => hash.slice(0, TX_HASH_PREFIX_LENGTH);
