// Active ingredients that are prescription-only in the US at the strengths we list. Validation uses this
// independent list so a medicine cannot become OTC by a mistyped `prescriptionRequired` flag.
export const PRESCRIPTION_ONLY_INGREDIENTS: readonly string[] = [
  'sertraline',
  'buspirone',
  'zolpidem',
  'hydroxyzine',
];
