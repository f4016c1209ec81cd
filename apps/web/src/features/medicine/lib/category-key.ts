import { MEDICINE_CATEGORIES, type MedicineCategory } from '@careledger/shared';
import { camelKey } from '@/lib/keys';
import type en from '@/locales/en/medicine.json';

type CategoryKey = `categories.${keyof typeof en.categories}`;

/** A category's label key in the `medicine` namespace ("pain_relief" -> "categories.painRelief"). */
export function categoryKey(category: MedicineCategory): CategoryKey {
  return `categories.${camelKey(category)}` as CategoryKey;
}

/** The category select's value as a filter: a category, or undefined for "all". */
export function parseCategory(value: string): MedicineCategory | undefined {
  return (MEDICINE_CATEGORIES as readonly string[]).includes(value) ? (value as MedicineCategory) : undefined;
}
