import type { DurationMention } from './duration';
import type { PhraseMatch } from './match-phrases';
import { nearestSpan } from './nearest-span';
import { SEVERITY_RANK, type Severity } from './severity';
import type { Span } from './span';
import type { Token } from './tokenize';

export interface SymptomModifiers {
  severity?: Severity;
  durationDays?: number;
}

/**
 * Attaches severity words and durations to symptom mentions. A severity word goes to the nearest symptom in its
 * clause ("terrible headache and a mild cough"); each symptom takes the nearest duration in its sentence, so
 * "a cough for 3 weeks and a fever since yesterday" gives each its own, while "fever and chills for 2 days"
 * gives both the same.
 */
export function alignSymptomModifiers(input: {
  symptoms: readonly Span[];
  severities: readonly PhraseMatch<Severity>[];
  durations: readonly DurationMention[];
  tokens: readonly Token[];
  clauseOf: readonly number[];
}): SymptomModifiers[] {
  const { symptoms, severities, durations, tokens, clauseOf } = input;
  const result: SymptomModifiers[] = symptoms.map(() => ({}));

  for (const cue of severities) {
    const clause = clauseOf[cue.first];
    const target = nearestSpan(cue, symptoms, (i) => clauseOf[symptoms[i]?.first ?? -1] === clause);
    const entry = target === undefined ? undefined : result[target];
    if (!entry) continue;
    if (!entry.severity || SEVERITY_RANK[cue.value] > SEVERITY_RANK[entry.severity])
      entry.severity = cue.value;
  }

  symptoms.forEach((symptom, i) => {
    const sentence = tokens[symptom.first]?.sentence;
    const nearest = nearestSpan(
      symptom,
      durations,
      (d) => tokens[durations[d]?.first ?? -1]?.sentence === sentence,
    );
    const duration = nearest === undefined ? undefined : durations[nearest];
    const entry = result[i];
    if (duration && entry) entry.durationDays = duration.days;
  });
  return result;
}
