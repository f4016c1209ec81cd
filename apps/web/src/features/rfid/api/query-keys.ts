import type { RfidSuppliesQuery, RfidTagsQuery } from '@careledger/shared';

/** Every RFID query sits under one root, so Refresh, and any change, is one invalidation. */
export const rfidKeys = {
  all: ['rfid'] as const,
  statistics: () => [...rfidKeys.all, 'statistics'] as const,
  tags: (query: RfidTagsQuery) => [...rfidKeys.all, 'tags', query] as const,
  supplies: (query: RfidSuppliesQuery) => [...rfidKeys.all, 'supplies', query] as const,
  analytics: () => [...rfidKeys.all, 'analytics'] as const,
};
