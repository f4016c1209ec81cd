import { createHash } from 'node:crypto';
import type { Database } from '../client';
import { chainActivity } from '../schema';
import { ago } from './time';

/** A stable, well-formed transaction hash for sample rows (the real ones come from the chain indexer). */
function sampleTxHash(label: string): string {
  return `0x${createHash('sha256').update(label).digest('hex')}`;
}

export async function seedChainActivity(db: Database, now: Date): Promise<void> {
  await db.insert(chainActivity).values([
    {
      type: 'listing',
      item: 'Amoxicillin 500 mg capsules',
      action: 'Listed on the marketplace',
      status: 'confirmed',
      blockNumber: 1842,
      txHash: sampleTxHash('listing-amoxicillin'),
      createdAt: ago(now, { hours: 1, minutes: 10 }),
    },
    {
      type: 'purchase',
      item: 'Nitrile examination gloves (M)',
      action: 'Order placed for 20 boxes',
      status: 'pending',
      blockNumber: null,
      txHash: sampleTxHash('purchase-gloves'),
      createdAt: ago(now, { hours: 6, minutes: 5 }),
    },
    {
      type: 'verification',
      item: 'Insulin glargine 100 U/mL pens',
      action: 'Supplier batch verified',
      status: 'confirmed',
      blockNumber: 1827,
      txHash: sampleTxHash('verification-insulin'),
      createdAt: ago(now, { days: 1, hours: 2 }),
    },
    {
      type: 'transfer',
      item: 'Digital blood pressure monitor',
      action: 'Received from VitalTech Devices',
      status: 'confirmed',
      blockNumber: 1790,
      txHash: sampleTxHash('transfer-bp-monitor'),
      createdAt: ago(now, { days: 2, hours: 5 }),
    },
  ]);
}
