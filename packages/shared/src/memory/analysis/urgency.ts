import { createMedicineFinder } from './medicine-names';
import { readCueContext } from './negation';
import { toMatchText } from './parse-text';
import type { Urgency, UrgencyReason } from './types';
import { buildUrgencyCues, type UrgencyCue } from './urgency-cues';

interface FoundReason extends UrgencyReason {
  position: number;
}

/** Builds the cue table once for a list of medicine names, for assessing many sentences. */
export function createUrgencyCues(medicineNames: readonly string[] = []): UrgencyCue[] {
  return buildUrgencyCues(createMedicineFinder(medicineNames).pattern);
}

/**
 * How urgent an entry is for a carer. High: a fall, a head injury, dizziness or fainting, chest pain,
 * breathing trouble, signs of a stroke, heavy bleeding, confusion, being lost or wandering, a missed or doubled
 * dose, not eating for days, talk of self-harm. Medium: an appointment, a deadline, running out of something.
 * A cue that is negated ("I didn't fall") or only feared ("in case she falls") does not count.
 */
export function assessUrgency(text: string, cues: readonly UrgencyCue[] = createUrgencyCues()): Urgency {
  const matchText = toMatchText(text);
  const found = new Map<string, FoundReason>();
  for (const { code, level, pattern } of cues) {
    for (const match of matchText.matchAll(pattern)) {
      const context = readCueContext(matchText, match.index);
      if (context.isNegated || context.isHypothetical) continue;
      const reason = {
        code,
        level,
        text: text.slice(match.index, match.index + match[0].length),
        position: match.index,
      };
      const earlier = found.get(code);
      if (!earlier || earlier.position > reason.position) found.set(code, reason);
    }
  }
  const reasons = [...found.values()]
    .sort((a, b) => (a.level === b.level ? a.position - b.position : a.level === 'high' ? -1 : 1))
    .map(({ code, level, text: words }): UrgencyReason => ({ code, level, text: words }));
  const level = reasons[0]?.level ?? 'normal';
  return { level, reasons };
}
