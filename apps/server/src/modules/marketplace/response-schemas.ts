import {
  chainInfoSchema,
  orderListSchema,
  orderSchema,
  productMetadataStoredSchema,
  productPageSchema,
  productSchema,
  trackedTransactionSchema,
} from '@careledger/shared';
import { z } from 'zod';

// The shared schemas lower-case addresses and hashes with a transform, which is right for input but cannot
// be run backwards: fastify-type-provider-zod encodes responses, and a transform there throws. The server
// only ever answers lower-cased values, so its response schemas check the same pattern without the transform.
const address = z.string().regex(/^0x[0-9a-f]{40}$/);
const bytes32 = z.string().regex(/^0x[0-9a-f]{64}$/);

export const productResponseSchema = productSchema.extend({
  seller: address,
  metadataHash: bytes32,
  contractAddress: address,
  listingTxHash: bytes32,
});
export const productPageResponseSchema = productPageSchema.extend({ items: z.array(productResponseSchema) });
export const orderResponseSchema = orderSchema.extend({ txHash: bytes32, buyer: address, seller: address });
export const orderListResponseSchema = orderListSchema.extend({ items: z.array(orderResponseSchema) });
export const metadataStoredResponseSchema = productMetadataStoredSchema.extend({ hash: bytes32 });
export const trackedTransactionResponseSchema = trackedTransactionSchema.extend({
  txHash: bytes32,
  from: address,
});
export const chainInfoResponseSchema = chainInfoSchema.extend({
  contractAddress: address,
  demoAccounts: z.array(address),
});
