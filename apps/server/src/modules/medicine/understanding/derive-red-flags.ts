import type { RedFlagKey } from './red-flag-keys';
import { PAIN_SYMPTOM_KEYS } from './symptom-keys';
import type { KeyedMention, PersonContext, SymptomMention } from './understanding';

// "Stop use and ask a doctor if..." limits from the Drug Facts labels of oral analgesics/antipyretics such as
// acetaminophen (internal analgesic monograph, 21 CFR 343 as proposed): fever lasting more than 3 days; pain more
// than 10 days in adults, more than 5 days in children.
export const FEVER_DAYS_LIMIT = 3;
export const PAIN_DAYS_LIMIT = 10;
export const CHILD_PAIN_DAYS_LIMIT = 5;
/**
 * Fever in a baby of 6 months or younger goes to a clinician, not to an OTC suggestion: under 3 months any fever
 * needs one the same day (AAP), from 3 to 6 months a fever of 39 °C or more is high risk (NICE NG143) and a
 * text seldom gives the reading, and infants' ibuprofen is labelled "under 6 months: ask a doctor". Inclusive
 * on purpose.
 */
export const INFANT_FEVER_MAX_YEARS = 0.5;
/**
 * A nosebleed that has not stopped after this long needs emergency care (NHS: "lasts longer than 10 to 15
 * minutes"). Only for one bleed: nosebleeds "on and off for 2 weeks" are a GP's question, not severe bleeding.
 */
export const NOSEBLEED_MAX_DAYS = 15 / (24 * 60);

/** Red flags that no single phrase carries: combinations, age and durations. */
export function deriveRedFlags(
  symptoms: readonly SymptomMention[],
  context: PersonContext,
): KeyedMention<RedFlagKey>[] {
  const flags: KeyedMention<RedFlagKey>[] = [];
  const byKey = new Map(symptoms.map((symptom) => [symptom.key, symptom]));
  const fever = byKey.get('fever');
  const stiffNeck = byKey.get('stiff_neck');
  // Stiff neck with fever: the classic warning of meningitis. Either alone is common and harmless.
  if (fever && stiffNeck) {
    flags.push({ key: 'stiff_neck_with_fever', matched: `${stiffNeck.matched} + ${fever.matched}` });
  }
  // A baby of no stated age may be weeks old: "my baby has a fever" escalates (a baby is under 1, and the
  // youngest are the ones at risk). A stated age decides by itself.
  const isYoungInfant =
    context.isNewborn ||
    (context.ageYears === undefined ? context.isInfant : context.ageYears <= INFANT_FEVER_MAX_YEARS);
  if (fever && isYoungInfant) flags.push({ key: 'infant_fever', matched: fever.matched });
  if (fever?.durationDays !== undefined && fever.durationDays > FEVER_DAYS_LIMIT) {
    flags.push({ key: 'prolonged_fever', matched: fever.matched });
  }
  const painLimit = context.isChild ? CHILD_PAIN_DAYS_LIMIT : PAIN_DAYS_LIMIT;
  const longPain = symptoms.find(
    (symptom) =>
      PAIN_SYMPTOM_KEYS.includes(symptom.key) &&
      symptom.durationDays !== undefined &&
      symptom.durationDays > painLimit,
  );
  if (longPain) flags.push({ key: 'prolonged_pain', matched: longPain.matched });
  const nosebleed = byKey.get('nosebleed');
  const bleedDays = nosebleed?.durationDays;
  if (nosebleed && bleedDays !== undefined && bleedDays > NOSEBLEED_MAX_DAYS && bleedDays < 1) {
    flags.push({ key: 'severe_bleeding', matched: nosebleed.matched });
  }
  return flags;
}
