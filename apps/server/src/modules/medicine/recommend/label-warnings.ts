import type { MedicineProfile } from '../catalogue';
import { englishName } from './medicine-text';

// The label's own warnings as printed, in Drug Facts order. They are data in English, not sentences the
// recommender writes; only the group headings come from the catalogue.

export const LABEL_GROUPS = [
  'doNotUse',
  'askDoctorBefore',
  'askDoctorOrPharmacistBefore',
  'whenUsing',
  'stopUseIf',
] as const;

export function labelWarningLines({ warnings }: MedicineProfile): string[] {
  return [
    ...(warnings.alerts ?? []),
    ...LABEL_GROUPS.flatMap((group) => {
      const heading = englishName('labelGroups', group);
      return (warnings[group] ?? []).map((line) => `${heading}: ${line}`);
    }),
    ...(warnings.pregnancyBreastfeeding ? [warnings.pregnancyBreastfeeding] : []),
  ];
}
