import { ACETAMINOPHEN_MEDICINES } from './medicines/acetaminophen';
import { ANTIHISTAMINE_MEDICINES } from './medicines/antihistamines';
import { COUGH_COLD_MEDICINES } from './medicines/cough-cold';
import { DIARRHEA_MEDICINES } from './medicines/diarrhea';
import { HEARTBURN_MEDICINES } from './medicines/heartburn';
import { MOTION_SICKNESS_MEDICINES } from './medicines/motion-sickness';
import { NSAID_MEDICINES } from './medicines/nsaids';
import { PRESCRIPTION_ANXIETY_MEDICINES } from './medicines/prescription-anxiety';
import { PRESCRIPTION_SLEEP_MEDICINES } from './medicines/prescription-sleep';
import { SKIN_MEDICINES } from './medicines/skin';
import { SLEEP_AID_MEDICINES } from './medicines/sleep-aids';
import type { MedicineProfile } from './types';

/** Every medicine the assistant knows, with label-sourced doses and warnings. Checked by `validateCatalogue`. */
export const MEDICINE_CATALOGUE: readonly MedicineProfile[] = [
  ...ACETAMINOPHEN_MEDICINES,
  ...NSAID_MEDICINES,
  ...ANTIHISTAMINE_MEDICINES,
  ...SLEEP_AID_MEDICINES,
  ...COUGH_COLD_MEDICINES,
  ...HEARTBURN_MEDICINES,
  ...DIARRHEA_MEDICINES,
  ...MOTION_SICKNESS_MEDICINES,
  ...SKIN_MEDICINES,
  ...PRESCRIPTION_ANXIETY_MEDICINES,
  ...PRESCRIPTION_SLEEP_MEDICINES,
];
