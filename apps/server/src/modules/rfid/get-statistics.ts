import type { RfidStatistics } from '@careledger/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

type Row = Record<
  'totalTags' | 'activeTags' | 'lostTags' | 'damagedTags' | 'totalSupplies' | 'withRfid',
  string | number
>;

/**
 * The statistics tiles in one round trip. Tags count every tag; supplies are items that are not archived, and a
 * supply "has RFID" when it has a tag. Coverage is in percent with one decimal.
 */
export async function getStatistics({ db }: { db: Database }): Promise<RfidStatistics> {
  const result = await db.execute(sql`
    select
      (select count(*) from rfid_tags) as "totalTags",
      (select count(*) from rfid_tags where status = 'active') as "activeTags",
      (select count(*) from rfid_tags where status = 'lost') as "lostTags",
      (select count(*) from rfid_tags where status = 'damaged') as "damagedTags",
      (select count(*) from items where archived_at is null) as "totalSupplies",
      (select count(*) from items i where i.archived_at is null
         and exists (select 1 from rfid_tags t where t.item_id = i.id)) as "withRfid"
  `);
  const [row] = rowsOf<Row>(result);
  if (!row) throw new Error('the RFID statistics query returned no row');
  const totalSupplies = Number(row.totalSupplies);
  const withRfid = Number(row.withRfid);
  return {
    totalTags: Number(row.totalTags),
    activeTags: Number(row.activeTags),
    lostTags: Number(row.lostTags),
    damagedTags: Number(row.damagedTags),
    totalSupplies,
    suppliesWithRFID: withRfid,
    suppliesWithoutRFID: totalSupplies - withRfid,
    coveragePercentage: totalSupplies === 0 ? 0 : Math.round((withRfid / totalSupplies) * 1000) / 10,
  };
}
