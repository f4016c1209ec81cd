import type { MedicineProfile } from '../catalogue';
import { MEDICINE_LEXICON, type MedicineKey } from '../understanding';

// Which family a stocked medicine belongs to, from its active ingredient: the same names the symptom reader
// knows for "I take ..." and "I'm allergic to ..." (ibuprofen, naproxen, aspirin ... for `other_nsaid`), so an
// allergy to aspirin leaves out every NSAID, and "I'm on Zoloft" leaves out a second SSRI.

function wordsOf(text: string): string {
  return ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
}

const FAMILY_NAMES = new Map(MEDICINE_LEXICON.map((entry) => [entry.key, entry.phrases.map(wordsOf)]));
// The recommender asks about every stocked medicine on every answer: read each ingredient once.
const ingredientWords = new WeakMap<MedicineProfile, string>();

function ingredientOf(profile: MedicineProfile): string {
  let words = ingredientWords.get(profile);
  if (words === undefined) {
    words = wordsOf(profile.activeIngredient);
    ingredientWords.set(profile, words);
  }
  return words;
}

/** True when the medicine's active ingredient is one of the names of that family. */
export function belongsTo(profile: MedicineProfile, family: MedicineKey): boolean {
  const ingredient = ingredientOf(profile);
  return (FAMILY_NAMES.get(family) ?? []).some((name) => ingredient.includes(name));
}

export function isNsaid(profile: MedicineProfile): boolean {
  return belongsTo(profile, 'other_nsaid');
}

export function hasIngredient(name: string): (profile: MedicineProfile) => boolean {
  const wanted = wordsOf(name);
  return (profile) => ingredientOf(profile).includes(wanted);
}

/** Acetaminophen is paracetamol outside North America; the catalogue names both. */
export function isAcetaminophen(profile: MedicineProfile): boolean {
  return hasIngredient('acetaminophen')(profile) || hasIngredient('paracetamol')(profile);
}
