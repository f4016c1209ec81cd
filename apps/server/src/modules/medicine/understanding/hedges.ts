import { compileCues } from './clause-cues';
import { lazy } from './lazy';
import { matchPhrases } from './match-phrases';
import type { Span } from './span';
import type { Token } from './tokenize';

// ConText (Harkema et al. 2009, "ConText: an algorithm for determining negation, experiencer, and temporal
// status from clinical reports", J Biomed Inform 42:839-851) marks findings as uncertain or hypothetical when
// a trigger reaches them within their clause. A hedged symptom is kept (the person still mentions it) at lower confidence;
// a hedged red flag is still escalated. "If" is ConText's hypothetical trigger: "what if I get a fever".
export const HEDGES: readonly string[] = [
  'maybe',
  'might',
  'might be',
  'may be',
  'may have',
  'could be',
  'could have',
  'possibly',
  'possible',
  'probably',
  'perhaps',
  'a bit',
  'a bit of',
  'a little',
  'a touch of',
  'slight',
  'slightly',
  'somewhat',
  'kind of',
  'kinda',
  'sort of',
  'sorta',
  'i think',
  'i guess',
  'i suppose',
  'not sure',
  'not certain',
  'seems like',
  'i wonder',
  'suspect',
  'or something',
  'if',
  'in case',
];

const hedgeIndex = lazy(() => compileCues(HEDGES));

/**
 * For each finding, whether a hedge governs it. ConText gives each trigger a direction; here a hedge looks
 * forward through its clause ("maybe allergies", "a bit dizzy"), and only when nothing follows it does it look
 * back ("just a cold I think"), so "runny nose since last week, maybe allergies" hedges the allergies alone.
 */
export function findHedgedFindings(
  tokens: readonly Token[],
  clauseOf: readonly number[],
  findings: readonly Span[],
): boolean[] {
  const hedged = findings.map(() => false);
  for (const cue of matchPhrases(tokens, hedgeIndex())) {
    const clause = clauseOf[cue.first];
    const inClause = (finding: Span) => clauseOf[finding.first] === clause;
    const after = findings.flatMap((finding, i) => (inClause(finding) && finding.last > cue.last ? [i] : []));
    const targets =
      after.length > 0
        ? after
        : findings.flatMap((finding, i) => (inClause(finding) && finding.last < cue.first ? [i] : []));
    for (const i of targets) hedged[i] = true;
  }
  return hedged;
}
