import { type RfidTag, sgtinPureIdentityUri } from '@careledger/shared';
import { items, rfidTags } from '../../db/schema';

/** The columns a tag is answered from (join items for the name). */
export const rfidTagColumns = {
  tagId: rfidTags.tagId,
  itemId: rfidTags.itemId,
  itemName: items.name,
  status: rfidTags.status,
  generatedAt: rfidTags.generatedAt,
  lastScanAt: rfidTags.lastScanAt,
  location: rfidTags.location,
  batteryLevel: rfidTags.batteryLevel,
  signalStrength: rfidTags.signalStrength,
};

export interface RfidTagRow {
  tagId: string;
  itemId: number;
  itemName: string;
  status: RfidTag['status'];
  generatedAt: Date;
  lastScanAt: Date | null;
  location: string | null;
  batteryLevel: number | null;
  signalStrength: RfidTag['signalStrength'];
}

export function toRfidTag(row: RfidTagRow): RfidTag {
  return {
    tagId: row.tagId,
    itemId: row.itemId,
    itemName: row.itemName,
    status: row.status,
    generatedAt: row.generatedAt.toISOString(),
    lastScan: row.lastScanAt?.toISOString() ?? null,
    location: row.location,
    batteryLevel: row.batteryLevel,
    signalStrength: row.signalStrength,
    pureIdentityUri: sgtinPureIdentityUri(row.tagId),
  };
}
