import type {
  MedicineText,
  PossibleCondition,
  Recommendation,
  RecommendResponse,
  RedFlag,
  RestockingRequest,
} from '@careledger/shared';
import { humanizeKey } from './keys';
import { type Translate, wordServerText } from './server-text';

// What the medicine recommender writes as codes, in the reader's language from the `messages` catalogue (keys
// under `medicine.`), falling back to the English the server sent beside each code. The typed and the voice
// assistant both read their answers through here (hooks/use-medicine-words.ts).

/** A `reasons`/`cautions`/`notes` code is relative to `medicine.`; one sent with the prefix is taken as it is. */
export function medicineKey(key: string): string {
  return key.startsWith('medicine.') ? key : `medicine.${key}`;
}

/** A catalogue sentence of the assistant (a reason, caution, note or restocking reason). */
export function medicineSentence(t: Translate, text: MedicineText, english: string): string {
  return wordServerText(t, medicineKey(text.key), text.params, english);
}

/** A symptom key's name; the inventory has no English beside its keys, so the key itself is the last resort. */
export function symptomName(t: Translate, key: string, english?: string): string {
  return wordServerText(t, `medicine.symptoms.${key}`, {}, english ?? humanizeKey(key));
}

export function redFlagWords(t: Translate, flag: RedFlag): { name: string; action: string } {
  return {
    name: wordServerText(t, `medicine.redFlags.${flag.key}.name`, {}, flag.name),
    action: wordServerText(t, `medicine.redFlags.${flag.key}.action`, {}, flag.action),
  };
}

export function conditionName(t: Translate, condition: PossibleCondition): string {
  return wordServerText(t, `medicine.conditions.${condition.key}`, {}, condition.name);
}

export function disclaimerText(t: Translate, english: string): string {
  return wordServerText(t, 'medicine.disclaimer', {}, english);
}

export function restockingReason(t: Translate, request: RestockingRequest): string {
  return medicineSentence(t, request.reasonText, request.reason);
}

/** `noteTexts[i]` is the English of `notes[i]`. */
export function noteLines(t: Translate, answer: Pick<RecommendResponse, 'notes' | 'noteTexts'>): string[] {
  return answer.notes.map((note, index) => medicineSentence(t, note, answer.noteTexts[index] ?? note.key));
}

/** This person's cautions: `warnings` starts with their English, in the same order. */
export function cautionLines(t: Translate, recommendation: Recommendation): string[] {
  const { cautions, warnings } = recommendation;
  return cautions.map((caution, index) => medicineSentence(t, caution, warnings[index] ?? caution.key));
}

/**
 * `warnings` holds this person's cautions (the English of `cautions`, in order) first, then the label's own
 * warnings as printed, which are data and stay English.
 */
export function warningLines(t: Translate, recommendation: Recommendation): string[] {
  const labelWarnings = recommendation.warnings.slice(recommendation.cautions.length);
  return [...cautionLines(t, recommendation), ...labelWarnings];
}

const MISSING = '\u0000missing';

/**
 * The reasoning from its codes when the catalogue knows every one of them; otherwise the server's English
 * `reasoning` whole (it is one text, so a single unknown code cannot fall back on its own).
 */
export function reasoningText(t: Translate, recommendation: Recommendation): string {
  const { reasons, reasoning } = recommendation;
  if (reasons.length === 0) return reasoning;
  const sentences = reasons.map((reason) => medicineSentence(t, reason, MISSING));
  return sentences.includes(MISSING) ? reasoning : sentences.join(' ');
}
