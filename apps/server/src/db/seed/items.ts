import { CURRENT_ROLE, type ItemCategory } from '@careledger/shared';
import type { Database } from '../client';
import { items, lots, type stockMovements } from '../schema';
import { insertLedger } from './insert-ledger';
import { mulberry32, seedOf } from './random';
import { type DemandPattern, generateHistory } from './stock-history';
import { ago, dateAfter } from './time';

export interface LotSeed {
  lotNumber: string;
  /** Days from the reference time to expiry; negative for a lot already expired but still on hand. */
  expiresInDays: number;
  quantity: number;
  receivedDaysAgo: number;
}

export interface ItemSeed {
  name: string;
  category: ItemCategory;
  unit: string;
  threshold: number;
  /** The stock after seeding: the sum of the generated ledger. */
  stock: number;
  /** Lots still on hand (part of `stock`); items without lots do not expire. */
  lots: readonly LotSeed[];
  pattern: DemandPattern;
  meanDaily: number;
  supplierName: string;
  price: string;
  blockchainVerified: boolean;
}

/** Days of consumption history per item, for the forecasts of a later issue. */
export const HISTORY_DAYS = 180;

/**
 * Sample inventory across the eight categories of spec 000 section 3. Stock levels are chosen so that some
 * items are low (at or below the threshold) and some critical (at or below half of it); lots expire within
 * 7, 14 and 30 days, and one expired lot is still on hand.
 */
export const ITEM_SEEDS: readonly ItemSeed[] = [
  {
    name: 'Amoxicillin 500 mg capsules',
    pattern: 'steady',
    meanDaily: 6,
    lots: [
      { lotNumber: 'AMX-2311', expiresInDays: -3, quantity: 10, receivedDaysAgo: 150 },
      { lotNumber: 'AMX-2504', expiresInDays: 420, quantity: 110, receivedDaysAgo: 9 },
    ],
    category: 'Antibiotics',
    unit: 'box of 100',
    threshold: 40,
    stock: 120,
    supplierName: 'MedSupply Co.',
    price: '24.50',
    blockchainVerified: true,
  },
  {
    name: 'Ceftriaxone 1 g vials',
    pattern: 'intermittent',
    meanDaily: 4,
    lots: [{ lotNumber: 'CFX-2502', expiresInDays: 300, quantity: 18, receivedDaysAgo: 30 }],
    category: 'Antibiotics',
    unit: 'vial',
    threshold: 50,
    stock: 18,
    supplierName: 'PharmaDirect',
    price: '6.80',
    blockchainVerified: true,
  },
  {
    name: 'Nitrile examination gloves (M)',
    pattern: 'steady',
    meanDaily: 8,
    lots: [],
    category: 'Consumables',
    unit: 'box of 100',
    threshold: 60,
    stock: 45,
    supplierName: 'SafeHands Medical',
    price: '8.90',
    blockchainVerified: false,
  },
  {
    name: 'Sterile gauze pads 10 x 10 cm',
    pattern: 'steady',
    meanDaily: 10,
    lots: [{ lotNumber: 'GZP-2501', expiresInDays: 900, quantity: 300, receivedDaysAgo: 12 }],
    category: 'Consumables',
    unit: 'pack of 25',
    threshold: 80,
    stock: 300,
    supplierName: 'SafeHands Medical',
    price: '4.25',
    blockchainVerified: true,
  },
  {
    name: 'Insulin glargine 100 U/mL pens',
    pattern: 'steady',
    meanDaily: 3,
    lots: [{ lotNumber: 'INS-2410', expiresInDays: 12, quantity: 12, receivedDaysAgo: 60 }],
    category: 'Diabetes Care',
    unit: 'pen',
    threshold: 30,
    stock: 12,
    supplierName: 'PharmaDirect',
    price: '38.00',
    blockchainVerified: true,
  },
  {
    name: 'Blood glucose test strips',
    pattern: 'steady',
    meanDaily: 4,
    lots: [{ lotNumber: 'BGS-2503', expiresInDays: 240, quantity: 95, receivedDaysAgo: 15 }],
    category: 'Diabetes Care',
    unit: 'box of 50',
    threshold: 40,
    stock: 95,
    supplierName: 'GlucoCare Ltd.',
    price: '17.60',
    blockchainVerified: false,
  },
  {
    name: 'Digital blood pressure monitor',
    pattern: 'intermittent',
    meanDaily: 0.3,
    lots: [],
    category: 'Equipment',
    unit: 'unit',
    threshold: 5,
    stock: 14,
    supplierName: 'VitalTech Devices',
    price: '64.99',
    blockchainVerified: true,
  },
  {
    name: 'Fingertip pulse oximeter',
    pattern: 'intermittent',
    meanDaily: 0.5,
    lots: [],
    category: 'Equipment',
    unit: 'unit',
    threshold: 10,
    stock: 7,
    supplierName: 'VitalTech Devices',
    price: '29.50',
    blockchainVerified: false,
  },
  {
    name: 'Paracetamol 500 mg tablets',
    pattern: 'steady',
    meanDaily: 12,
    lots: [{ lotNumber: 'PCM-2505', expiresInDays: 540, quantity: 420, receivedDaysAgo: 7 }],
    category: 'Pain Management',
    unit: 'box of 100',
    threshold: 100,
    stock: 420,
    supplierName: 'MedSupply Co.',
    price: '3.20',
    blockchainVerified: true,
  },
  {
    name: 'Ibuprofen 400 mg tablets',
    pattern: 'steady',
    meanDaily: 7,
    lots: [
      { lotNumber: 'IBU-2405', expiresInDays: 5, quantity: 24, receivedDaysAgo: 120 },
      { lotNumber: 'IBU-2502', expiresInDays: 210, quantity: 40, receivedDaysAgo: 20 },
    ],
    category: 'Pain Management',
    unit: 'box of 50',
    threshold: 80,
    stock: 64,
    supplierName: 'MedSupply Co.',
    price: '4.75',
    blockchainVerified: false,
  },
  {
    name: 'Atorvastatin 20 mg tablets',
    pattern: 'steady',
    meanDaily: 5,
    lots: [{ lotNumber: 'ATV-2412', expiresInDays: 365, quantity: 150, receivedDaysAgo: 25 }],
    category: 'Cardiovascular',
    unit: 'box of 30',
    threshold: 50,
    stock: 150,
    supplierName: 'PharmaDirect',
    price: '9.40',
    blockchainVerified: true,
  },
  {
    name: 'Salbutamol 100 mcg inhaler',
    pattern: 'intermittent',
    meanDaily: 3,
    lots: [{ lotNumber: 'SAL-2409', expiresInDays: 25, quantity: 22, receivedDaysAgo: 90 }],
    category: 'Respiratory',
    unit: 'inhaler',
    threshold: 40,
    stock: 22,
    supplierName: 'RespiraMed',
    price: '7.95',
    blockchainVerified: false,
  },
  {
    name: 'Alcohol hand rub 500 mL',
    pattern: 'steady',
    meanDaily: 4,
    lots: [{ lotNumber: 'AHR-2501', expiresInDays: 720, quantity: 75, receivedDaysAgo: 18 }],
    category: 'Other',
    unit: 'bottle',
    threshold: 30,
    stock: 75,
    supplierName: 'SafeHands Medical',
    price: '5.60',
    blockchainVerified: false,
  },
];

type MovementInsert = typeof stockMovements.$inferInsert;

/**
 * Inserts the items (ITEM_SEEDS unless told), their lots and ~180 days of ledger per item (unlotted daily issues
 * and receipts from a seeded PRNG, plus the receipts of the lots on hand), with the cached balances they sum to.
 * Bulk inserts keep it fast. Returns item ids by name.
 */
export async function seedItems(
  db: Database,
  now: Date,
  supplierIds: Map<string, number>,
  seeds: readonly ItemSeed[] = ITEM_SEEDS,
): Promise<Map<string, number>> {
  const inserted = await db
    .insert(items)
    .values(
      seeds.map((s) => ({
        name: s.name,
        category: s.category,
        unit: s.unit,
        threshold: s.threshold,
        expiry: null,
        supplierId: supplierIds.get(s.supplierName) ?? null,
        supplierName: s.supplierName,
        price: s.price,
        blockchainVerified: s.blockchainVerified,
        stockOnHand: s.stock,
        createdAt: ago(now, { days: HISTORY_DAYS + 2 }),
      })),
    )
    .returning({ id: items.id, name: items.name });
  const ids = new Map(inserted.map((row) => [row.name, row.id]));
  const itemId = (name: string) => ids.get(name) as number;

  const lotRows = await db
    .insert(lots)
    .values(
      seeds.flatMap((s) =>
        s.lots.map((l) => ({
          itemId: itemId(s.name),
          lotNumber: l.lotNumber,
          expiry: dateAfter(now, l.expiresInDays),
          quantityOnHand: l.quantity,
          createdAt: ago(now, { days: l.receivedDaysAgo, hours: 7 }),
        })),
      ),
    )
    .returning({ id: lots.id, lotNumber: lots.lotNumber });
  const lotIds = new Map(lotRows.map((l) => [l.lotNumber, l.id]));

  const movements: MovementInsert[] = [];
  for (const s of seeds) {
    const inLots = s.lots.reduce((sum, l) => sum + l.quantity, 0);
    const history = generateHistory({
      finalStock: s.stock - inLots,
      threshold: s.threshold,
      pattern: s.pattern,
      meanDaily: s.meanDaily,
      days: HISTORY_DAYS,
      random: mulberry32(seedOf(s.name)),
    });
    const events = [
      ...history.map((e, i) => ({
        at: ago(now, { days: e.daysAgo, hours: e.kind === 'receipt' ? 8 : 2 }),
        quantity: e.quantity,
        kind: e.kind,
        lotId: null as number | null,
        reason: i === 0 ? 'Opening balance' : e.kind === 'receipt' ? 'Delivery received' : 'Ward consumption',
        reference: e.kind === 'receipt' ? `DN-${s.name.slice(0, 3).toUpperCase()}-${e.daysAgo}` : null,
      })),
      ...s.lots.map((l) => ({
        at: ago(now, { days: l.receivedDaysAgo, hours: 7 }),
        quantity: l.quantity,
        kind: 'receipt' as const,
        lotId: lotIds.get(l.lotNumber) ?? null,
        reason: 'Delivery received',
        reference: `DN-${l.lotNumber}`,
      })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    let balance = 0;
    for (const e of events) {
      balance += e.quantity;
      movements.push({
        itemId: itemId(s.name),
        kind: e.kind,
        quantity: e.quantity,
        lotId: e.lotId,
        balanceAfter: balance,
        reason: e.reason,
        reference: e.reference,
        createdBy: e.kind === 'receipt' ? CURRENT_ROLE : 'staff',
        createdAt: e.at,
      });
    }
    if (balance !== s.stock) throw new Error(`seed history of ${s.name} ends on ${balance}, not ${s.stock}`);
  }
  await insertLedger(db, movements);
  return ids;
}
