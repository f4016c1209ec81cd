import { deriveStockStatus, type MedicineText, type Recommendation } from '@careledger/shared';
import { MEDICINE_CATALOGUE } from '../catalogue';
import { adviseOnSymptoms } from './advise';
import type { MedicineAdvice, StockedMedicine } from './types';

// Test fixtures and readers shared by the recommender's tests: the catalogue's medicines as a facility would
// stock them, and short ways to look into an answer. Not used by the app.

export const THRESHOLD = 20;
const byKey = new Map(MEDICINE_CATALOGUE.map((profile, index) => [profile.key, { profile, id: index + 1 }]));

/** One catalogue medicine with the given stock (threshold 20; status from the ledger's rule). */
export function stocked(key: string, stock = 50, threshold = THRESHOLD): StockedMedicine {
  const entry = byKey.get(key);
  if (!entry) throw new Error(`no catalogue medicine ${key}`);
  const { profile, id } = entry;
  return {
    itemId: id,
    name: profile.name,
    price: 5 + id / 4,
    stock,
    stockStatus: deriveStockStatus(stock, threshold),
    threshold,
    unit: 'pack',
    profile,
  };
}

/** Every catalogue medicine, 50 in stock, except the stock levels given by key. */
export function pharmacy(stockByKey: Record<string, number> = {}): StockedMedicine[] {
  return MEDICINE_CATALOGUE.map((profile) => stocked(profile.key, stockByKey[profile.key] ?? 50));
}

/** The catalogue name of a medicine, as the fixtures stock it. */
export function nameOf(key: string): string {
  return stocked(key).name;
}

/** The answer to `text` from the whole catalogue, with the stock levels given by key. */
export function advise(text: string, stockByKey: Record<string, number> = {}): MedicineAdvice {
  return adviseOnSymptoms({ text, medicines: pharmacy(stockByKey) });
}

export function recommendedNames(advice: MedicineAdvice): string[] {
  return advice.recommendations.map((recommendation) => recommendation.medicineName);
}

export function noteKeys(advice: MedicineAdvice): string[] {
  return advice.notes.map((note) => note.key);
}

/** The note with that key (and context, for an interaction), or undefined. */
export function findNote(advice: MedicineAdvice, key: string, context?: string): MedicineText | undefined {
  return advice.notes.find(
    (note) => note.key === key && (context === undefined || note.params.context === context),
  );
}

/** The medicines a left-out note names. */
export function leftOutNames(advice: MedicineAdvice, key: string, context?: string): string[] {
  const medicines = findNote(advice, key, context)?.params.medicines;
  return typeof medicines === 'string' ? medicines.split(', ') : [];
}

export function recommendationOf(advice: MedicineAdvice, key: string): Recommendation | undefined {
  return advice.recommendations.find((recommendation) => recommendation.medicineName === nameOf(key));
}
