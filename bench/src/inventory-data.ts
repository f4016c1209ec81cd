import type { App } from '@careledger/server/app';
import { sql } from 'drizzle-orm';

const NAMES = [
  'Amoxicillin 500 mg capsules',
  'Ibuprofen 400 mg tablets',
  'Nitrile examination gloves (M)',
  'Insulin glargine 100 U/mL pens',
  'Salbutamol 100 mcg inhaler',
  'Sterile gauze pads 10 x 10 cm',
  'Paracetamol 500 mg tablets',
  'Atorvastatin 20 mg tablets',
  'Disposable syringes 5 mL',
  'Fingertip pulse oximeter',
];
const CATEGORIES = [
  'Antibiotics',
  'Pain Management',
  'Consumables',
  'Diabetes Care',
  'Respiratory',
  'Equipment',
];

/**
 * Fills an empty CareLedger database with `itemCount` items and `movementsPerItem` ledger rows each, straight
 * in SQL (generate_series), consistent with what the API would have written: balances, cached stock, suppliers.
 */
export async function generateInventory(
  app: App,
  itemCount: number,
  movementsPerItem: number,
): Promise<void> {
  const names = `array[${NAMES.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]`;
  const categories = `array[${CATEGORIES.map((c) => `'${c}'`).join(',')}]`;
  const statements = [
    `insert into suppliers (name, email, phone, address, default_order_quantity, minimum_order_quantity, lead_time_days)
     select 'Supplier ' || s, 'orders' || s || '@supplier.example', '+1 555 0' || s, s || ' Depot Road', 100, 10, 7
     from generate_series(1, 20) s`,
    `insert into items (name, category, unit, threshold, supplier_id, supplier_name, price, stock_on_hand)
     select (${names})[1 + i % 10] || ' #' || i, (${categories})[1 + i % 6], 'units',
            case when i % 7 = 0 then 2000 else 50 end, 1 + i % 20, 'Supplier ' || (1 + i % 20),
            (i % 500) / 10.0 + 1, 1000 - 2 * (${movementsPerItem} - 1)
     from generate_series(1, ${itemCount}) i`,
    `insert into stock_movements (item_id, kind, quantity, balance_after, created_by, created_at)
     select i.id, case when m = 1 then 'receipt' else 'issue' end, case when m = 1 then 1000 else -2 end,
            1000 - 2 * (m - 1), 'bench', now() - make_interval(days => ${movementsPerItem} - m)
     from items i cross join generate_series(1, ${movementsPerItem}) m
     order by i.id, m`,
    'analyze',
  ];
  for (const statement of statements) await app.db.execute(sql.raw(statement));
}
