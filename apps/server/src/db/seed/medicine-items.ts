import type { ItemCategory, MedicineCategory } from '@careledger/shared';
import { MEDICINE_CATALOGUE, type MedicineProfile, saveMedicineProfiles } from '../../modules/medicine';
import type { Database } from '../client';
import type { ItemSeed } from './items';

/** How the facility stocks a catalogue medicine: what the inventory item needs beyond the profile. */
interface MedicineStock {
  stock: number;
  threshold: number;
  price: string;
  unit: string;
  supplierName: string;
  pattern: ItemSeed['pattern'];
  meanDaily: number;
}

/**
 * The demo's stock of each catalogue medicine: mostly well stocked, some low (at or below the threshold), some
 * critical (at or below half of it) and aspirin out of stock, so the assistant raises restocking requests of
 * every urgency. Ibuprofen 200 mg, naproxen and aspirin hold the spec's sample counts 45, 8 and 0.
 */
const MEDICINE_STOCK: Readonly<Record<string, MedicineStock>> = {
  ibuprofen_200mg_tablets: stocked(45, 30, '3.60', 'box of 100', 'MedSupply Co.', 'steady', 2),
  naproxen_sodium_220mg_tablets: stocked(8, 20, '5.40', 'box of 50', 'MedSupply Co.', 'intermittent', 1),
  aspirin_325mg_tablets: stocked(0, 20, '2.10', 'box of 100', 'MedSupply Co.', 'intermittent', 1),
  cetirizine_10mg_tablets: stocked(60, 25, '4.80', 'box of 30', 'PharmaDirect', 'steady', 2),
  loratadine_10mg_tablets: stocked(18, 25, '4.20', 'box of 30', 'PharmaDirect', 'intermittent', 1),
  diphenhydramine_25mg_allergy_tablets: stocked(
    35,
    20,
    '3.10',
    'box of 24',
    'PharmaDirect',
    'intermittent',
    1,
  ),
  pseudoephedrine_30mg_tablets: stocked(12, 15, '6.20', 'box of 24', 'PharmaDirect', 'intermittent', 1),
  dextromethorphan_15mg_capsules: stocked(40, 20, '7.50', 'box of 20', 'MedSupply Co.', 'steady', 1),
  guaifenesin_400mg_tablets: stocked(9, 20, '6.90', 'box of 40', 'MedSupply Co.', 'intermittent', 1),
  loperamide_2mg_caplets: stocked(30, 15, '4.40', 'box of 24', 'MedSupply Co.', 'intermittent', 1),
  famotidine_20mg_tablets: stocked(25, 20, '8.30', 'box of 50', 'PharmaDirect', 'intermittent', 1),
  omeprazole_20mg_tablets: stocked(14, 20, '9.80', 'box of 14', 'PharmaDirect', 'intermittent', 1),
  calcium_carbonate_750mg_chewable: stocked(80, 30, '5.10', 'bottle of 96', 'MedSupply Co.', 'steady', 2),
  meclizine_25mg_tablets: stocked(20, 10, '5.70', 'box of 12', 'PharmaDirect', 'intermittent', 0.5),
  sertraline_50mg_tablets: stocked(50, 20, '11.40', 'box of 30', 'PharmaDirect', 'steady', 1),
  buspirone_10mg_tablets: stocked(22, 15, '9.20', 'box of 60', 'PharmaDirect', 'intermittent', 1),
  hydroxyzine_25mg_tablets: stocked(6, 15, '7.80', 'box of 30', 'PharmaDirect', 'intermittent', 1),
  zolpidem_5mg_tablets: stocked(16, 10, '12.60', 'box of 30', 'PharmaDirect', 'intermittent', 0.5),
  hydrocortisone_1pct_cream: stocked(28, 15, '4.90', 'tube of 28 g', 'MedSupply Co.', 'intermittent', 1),
  diphenhydramine_25mg_sleep_aid_caplets: stocked(
    24,
    15,
    '4.60',
    'box of 32',
    'MedSupply Co.',
    'intermittent',
    1,
  ),
  doxylamine_succinate_25mg_tablets: stocked(15, 15, '5.30', 'box of 32', 'MedSupply Co.', 'intermittent', 1),
  melatonin_3mg_tablets: stocked(45, 20, '6.40', 'bottle of 60', 'MedSupply Co.', 'steady', 1),
};

/**
 * Catalogue medicines the inventory already holds as an item: the profile goes on that item, so the facility has
 * one paracetamol 500 mg with one stock, not a second one the assistant would know and the shelves would not.
 */
const EXISTING_ITEMS: Readonly<Record<string, string>> = {
  acetaminophen_500mg_tablets: 'Paracetamol 500 mg tablets',
};

/** A medicine the catalogue gains later is seeded well stocked until it is given a line above. */
const DEFAULT_STOCK = stocked(30, 15, '5.00', 'box', 'MedSupply Co.', 'intermittent', 1);

/** The medicines as inventory items, each from its profile and stock line, received through the ledger. */
export const MEDICINE_ITEM_SEEDS: readonly ItemSeed[] = MEDICINE_CATALOGUE.filter(
  (profile) => !(profile.key in EXISTING_ITEMS),
).map((profile) => {
  const { stock, threshold, price, unit, supplierName, pattern, meanDaily } =
    MEDICINE_STOCK[profile.key] ?? DEFAULT_STOCK;
  return {
    name: profile.name,
    category: inventoryCategory(profile.categories[0]),
    unit,
    threshold,
    stock,
    lots: [],
    pattern,
    meanDaily,
    supplierName,
    price,
    blockchainVerified: false,
  };
});

/** Gives every catalogue medicine's item its clinical profile (items seeded by seedItems, ids by name). */
export async function seedMedicineProfiles(
  db: Database,
  now: Date,
  itemIds: Map<string, number>,
): Promise<void> {
  const profiles = MEDICINE_CATALOGUE.map((profile) => {
    const name = itemNameOf(profile);
    const itemId = itemIds.get(name);
    if (itemId === undefined) throw new Error(`the seed has no item "${name}" for medicine ${profile.key}`);
    return { itemId, profile };
  });
  await saveMedicineProfiles({ db, profiles, at: now });
}

/** The inventory item a catalogue medicine is. */
export function itemNameOf(profile: MedicineProfile): string {
  return EXISTING_ITEMS[profile.key] ?? profile.name;
}

/** The inventory's category for a medicine's first therapeutic category. */
function inventoryCategory(category: MedicineCategory | undefined): ItemCategory {
  if (category === 'pain_relief' || category === 'fever') return 'Pain Management';
  if (category === 'cough_cold' || category === 'allergy') return 'Respiratory';
  return 'Other';
}

function stocked(
  stock: number,
  threshold: number,
  price: string,
  unit: string,
  supplierName: string,
  pattern: ItemSeed['pattern'],
  meanDaily: number,
): MedicineStock {
  return { stock, threshold, price, unit, supplierName, pattern, meanDaily };
}
