import type { MedicineProfile, StopUseReason } from '../catalogue';
import { PAIN_SYMPTOM_KEYS, type SymptomKey } from '../understanding';
import type { LeftOutReason, SymptomMatch } from './candidate';

// "Stop use and ask a doctor if ... lasts more than N days": a symptom that has already lasted longer is past
// self-care with that medicine, so the medicine is left out and the note sends the person to a doctor. Fever over
// 3 days and pain over 10 are red flags before they get here; this covers cough, congestion, diarrhoea,
// heartburn, sleeplessness and the rest.
const SYMPTOMS_OF: Record<Exclude<StopUseReason, 'symptoms'>, readonly SymptomKey[]> = {
  pain: PAIN_SYMPTOM_KEYS,
  fever: ['fever'],
  cough: ['cough', 'dry_cough', 'chest_congestion'],
  congestion: ['nasal_congestion', 'sinus_pressure'],
  sleeplessness: ['insomnia', 'difficulty_staying_asleep'],
  diarrhea: ['diarrhea'],
  heartburn: ['heartburn', 'acid_indigestion'],
};

function isAbout(reason: StopUseReason, symptom: SymptomKey): boolean {
  return reason === 'symptoms' || SYMPTOMS_OF[reason].includes(symptom);
}

export function checkLabelLimits(
  profile: MedicineProfile,
  matched: readonly SymptomMatch[],
): LeftOutReason[] {
  const limits = Object.entries(profile.stopUseAfterDays ?? {}) as [StopUseReason, number][];
  for (const match of matched) {
    const limit = limits.find(
      ([reason, days]) => isAbout(reason, match.key) && (match.durationDays ?? 0) > days,
    );
    if (limit) return [{ key: 'notes.leftOutPastLimit', params: { symptom: match.key, days: limit[1] } }];
  }
  return [];
}
