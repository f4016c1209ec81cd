import { EpcError, encodeSgtin96, itemReferenceForItem } from '@careledger/shared';
import type { RfidConfig } from '../../config';
import { conflict } from '../../lib/app-error';

/** The tag id of an item's tag with a given serial; 409 when the item id does not fit the company prefix. */
export function encodeTag(
  rfid: Pick<RfidConfig, 'companyPrefix' | 'filter'>,
  itemId: number,
  serial: number,
): string {
  try {
    return encodeSgtin96({
      filter: rfid.filter,
      companyPrefix: rfid.companyPrefix,
      itemReference: itemReferenceForItem(itemId, rfid.companyPrefix),
      serial: BigInt(serial),
    });
  } catch (error) {
    if (error instanceof EpcError) {
      throw conflict('rfidPrefixTooLong', { id: itemId, prefix: rfid.companyPrefix });
    }
    throw error;
  }
}
