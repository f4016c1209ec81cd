import type { MedicineText, MedicineTextCode, MedicineTextKey, MedicineTextParams } from '@careledger/shared';
import { renderMedicineText } from '../../../lib/messages';

// Every sentence the recommender writes is a catalogue code with params (`medicine.<key>` in
// packages/shared/locales/<lng>/messages.json); the English beside it is rendered from the same catalogue.

/** A sentence of the catalogue; tsc checks the params against the code's schema in shared `medicineParams`. */
export function medicineText<K extends MedicineTextKey>(key: K, params: MedicineTextParams[K]): MedicineText {
  return { key, params };
}

/** The same, from a code already paired with its params. */
export function asMedicineText(code: MedicineTextCode): MedicineText {
  return { key: code.key, params: code.params };
}

export function english(text: MedicineText): string {
  return renderMedicineText(text);
}

/** The tables of names the answer shows directly (`symptoms.headache`, `redFlags.chest_pain.name`). */
export type NameTable = 'symptoms' | 'conditions' | 'redFlags' | 'labelGroups';

export function englishName(table: NameTable, key: string): string {
  return renderMedicineText({ key: `${table}.${key}`, params: {} });
}
