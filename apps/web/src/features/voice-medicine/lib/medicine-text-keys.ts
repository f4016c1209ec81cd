// Where the server's codes are worded: under `medicine.` in the `messages` namespace (packages/shared/locales).

export const symptomKey = (key: string) => `medicine.symptoms.${key}`;
export const conditionKey = (key: string) => `medicine.conditions.${key}`;
export const redFlagNameKey = (key: string) => `medicine.redFlags.${key}.name`;
export const redFlagActionKey = (key: string) => `medicine.redFlags.${key}.action`;
export const DISCLAIMER_KEY = 'medicine.disclaimer';

/** A `reasons`/`cautions`/`notes` code is relative to `medicine.`; one sent with the prefix is taken as it is. */
export function medicineTextKey(key: string): string {
  return key.startsWith('medicine.') ? key : `medicine.${key}`;
}
