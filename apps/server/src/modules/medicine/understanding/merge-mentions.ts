import { SEVERITY_RANK } from './severity';
import type { SymptomMention } from './understanding';

/**
 * One entry per symptom key, in order of first mention. A symptom said twice keeps its most confident mention
 * (and that mention's words and hedge), the worst severity and the longest duration said of it anywhere.
 */
export function mergeMentions(mentions: readonly SymptomMention[]): SymptomMention[] {
  const byKey = new Map<string, SymptomMention>();
  for (const mention of mentions) {
    const kept = byKey.get(mention.key);
    if (!kept) {
      byKey.set(mention.key, { ...mention });
      continue;
    }
    const best = mention.confidence > kept.confidence ? mention : kept;
    const severity = worse(kept.severity, mention.severity);
    const durationDays = longer(kept.durationDays, mention.durationDays);
    byKey.set(mention.key, {
      key: best.key,
      confidence: best.confidence,
      hedged: best.hedged,
      matched: best.matched,
      ...(severity ? { severity } : {}),
      ...(durationDays === undefined ? {} : { durationDays }),
    });
  }
  return [...byKey.values()];
}

function worse(a: SymptomMention['severity'], b: SymptomMention['severity']): SymptomMention['severity'] {
  if (!a) return b;
  if (!b) return a;
  return SEVERITY_RANK[b] > SEVERITY_RANK[a] ? b : a;
}

function longer(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.max(a, b);
}
