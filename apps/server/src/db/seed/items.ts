import type { Database } from '../client';
import { type ItemCategory, items, stockMovements } from '../schema';
import { ago, dateAfter } from './time';

export interface ItemSeed {
  name: string;
  category: ItemCategory;
  unit: string;
  threshold: number;
  /** Quantity of the opening receipt, i.e. the stock after seeding. */
  openingStock: number;
  /** Days from the reference time to expiry; null for items that do not expire. */
  expiresInDays: number | null;
  supplierName: string;
  price: string;
  blockchainVerified: boolean;
}

/**
 * Sample inventory across the eight categories of spec 000 section 3. Stock levels are chosen so that some
 * items are low (at or below the threshold) and some critical (at or below half of it).
 */
export const ITEM_SEEDS: readonly ItemSeed[] = [
  {
    name: 'Amoxicillin 500 mg capsules',
    category: 'Antibiotics',
    unit: 'box of 100',
    threshold: 40,
    openingStock: 120,
    expiresInDays: 420,
    supplierName: 'MedSupply Co.',
    price: '24.50',
    blockchainVerified: true,
  },
  {
    name: 'Ceftriaxone 1 g vials',
    category: 'Antibiotics',
    unit: 'vial',
    threshold: 50,
    openingStock: 18,
    expiresInDays: 300,
    supplierName: 'PharmaDirect',
    price: '6.80',
    blockchainVerified: true,
  },
  {
    name: 'Nitrile examination gloves (M)',
    category: 'Consumables',
    unit: 'box of 100',
    threshold: 60,
    openingStock: 45,
    expiresInDays: null,
    supplierName: 'SafeHands Medical',
    price: '8.90',
    blockchainVerified: false,
  },
  {
    name: 'Sterile gauze pads 10 x 10 cm',
    category: 'Consumables',
    unit: 'pack of 25',
    threshold: 80,
    openingStock: 300,
    expiresInDays: 900,
    supplierName: 'SafeHands Medical',
    price: '4.25',
    blockchainVerified: true,
  },
  {
    name: 'Insulin glargine 100 U/mL pens',
    category: 'Diabetes Care',
    unit: 'pen',
    threshold: 30,
    openingStock: 12,
    expiresInDays: 150,
    supplierName: 'PharmaDirect',
    price: '38.00',
    blockchainVerified: true,
  },
  {
    name: 'Blood glucose test strips',
    category: 'Diabetes Care',
    unit: 'box of 50',
    threshold: 40,
    openingStock: 95,
    expiresInDays: 240,
    supplierName: 'GlucoCare Ltd.',
    price: '17.60',
    blockchainVerified: false,
  },
  {
    name: 'Digital blood pressure monitor',
    category: 'Equipment',
    unit: 'unit',
    threshold: 5,
    openingStock: 14,
    expiresInDays: null,
    supplierName: 'VitalTech Devices',
    price: '64.99',
    blockchainVerified: true,
  },
  {
    name: 'Fingertip pulse oximeter',
    category: 'Equipment',
    unit: 'unit',
    threshold: 10,
    openingStock: 7,
    expiresInDays: null,
    supplierName: 'VitalTech Devices',
    price: '29.50',
    blockchainVerified: false,
  },
  {
    name: 'Paracetamol 500 mg tablets',
    category: 'Pain Management',
    unit: 'box of 100',
    threshold: 100,
    openingStock: 420,
    expiresInDays: 540,
    supplierName: 'MedSupply Co.',
    price: '3.20',
    blockchainVerified: true,
  },
  {
    name: 'Ibuprofen 400 mg tablets',
    category: 'Pain Management',
    unit: 'box of 50',
    threshold: 80,
    openingStock: 64,
    expiresInDays: 21,
    supplierName: 'MedSupply Co.',
    price: '4.75',
    blockchainVerified: false,
  },
  {
    name: 'Atorvastatin 20 mg tablets',
    category: 'Cardiovascular',
    unit: 'box of 30',
    threshold: 50,
    openingStock: 150,
    expiresInDays: 365,
    supplierName: 'PharmaDirect',
    price: '9.40',
    blockchainVerified: true,
  },
  {
    name: 'Salbutamol 100 mcg inhaler',
    category: 'Respiratory',
    unit: 'inhaler',
    threshold: 40,
    openingStock: 22,
    expiresInDays: 200,
    supplierName: 'RespiraMed',
    price: '7.95',
    blockchainVerified: false,
  },
  {
    name: 'Alcohol hand rub 500 mL',
    category: 'Other',
    unit: 'bottle',
    threshold: 30,
    openingStock: 75,
    expiresInDays: 720,
    supplierName: 'SafeHands Medical',
    price: '5.60',
    blockchainVerified: false,
  },
];

/** Inserts the items and an opening receipt for each; returns item ids by name. */
export async function seedItems(db: Database, now: Date): Promise<Map<string, number>> {
  const receivedAt = ago(now, { days: 30 });
  const inserted = await db
    .insert(items)
    .values(
      ITEM_SEEDS.map((s) => ({
        name: s.name,
        category: s.category,
        unit: s.unit,
        threshold: s.threshold,
        expiry: s.expiresInDays === null ? null : dateAfter(now, s.expiresInDays),
        supplierName: s.supplierName,
        price: s.price,
        blockchainVerified: s.blockchainVerified,
        createdAt: receivedAt,
      })),
    )
    .returning({ id: items.id, name: items.name });
  const ids = new Map(inserted.map((row) => [row.name, row.id]));
  await db.insert(stockMovements).values(
    ITEM_SEEDS.map((s) => ({
      itemId: ids.get(s.name) as number,
      kind: 'receipt' as const,
      quantity: s.openingStock,
      reason: 'Opening balance',
      reference: 'SEED-OPENING',
      createdBy: 'seed',
      createdAt: receivedAt,
    })),
  );
  return ids;
}
