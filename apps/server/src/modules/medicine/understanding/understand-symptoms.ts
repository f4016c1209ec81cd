import { findHeavyDrinking } from './alcohol-use';
import { alignSymptomModifiers } from './align-modifiers';
import { segmentClauses } from './clauses';
import type { Concept } from './concept';
import { conceptIndex } from './concept-index';
import { confidenceOf } from './confidence';
import { buildContext, type ContextFinding } from './context';
import { findCoordinated } from './coordination';
import { deriveRedFlags } from './derive-red-flags';
import { isAllergyTo } from './drug-allergy';
import { findDurations } from './duration';
import { findHedgedFindings } from './hedges';
import { findHistoricalClauses } from './historical';
import { matchPhrases, type PhraseMatch } from './match-phrases';
import { mergeMentions } from './merge-mentions';
import { findNegations } from './negation';
import type { RedFlagKey } from './red-flag-keys';
import { findSeverityCues } from './severity';
import { overlaps } from './span';
import type { SymptomKey } from './symptom-keys';
import { findFeverReadings } from './temperature';
import { type Token, tokenize } from './tokenize';
import type { KeyedMention, SymptomMention, Understanding } from './understanding';

/**
 * Reads free text from a person describing how they feel: which symptoms they have now (with confidence,
 * severity, duration and hedging), which they deny, which red flags need a clinician, and what they say about
 * themselves. Pure and synchronous; no model, no network.
 */
export function understandSymptoms(text: string): Understanding {
  const { tokens, questionSentences } = tokenize(text);
  const matches = findConcepts(tokens);
  // A drinking span inside a matched phrase ("heavy drinker") is already a finding.
  const drinking = findHeavyDrinking(tokens).filter(
    (span) => !matches.some((match) => overlaps(match, span)),
  );
  const spans = [...matches, ...drinking];
  const clauseOf = segmentClauses(tokens, spans);
  const negatedBy = findNegations(tokens, spans, clauseOf);
  const isHedged = findHedgedFindings(tokens, clauseOf, matches);
  const pastClauses = findHistoricalClauses(tokens, clauseOf);
  const matchedText = (first: number, last: number) =>
    text.slice(tokens[first]?.start ?? 0, tokens[last]?.end ?? 0);

  const findings = matches.map((match, i) => ({
    match,
    isNegated: negatedBy[i] !== undefined,
    isHedged: isHedged[i] === true,
    isPast: pastClauses.has(clauseOf[match.first] ?? -1),
    matched: matchedText(match.first, match.last),
  }));

  const medicineStarts = new Set(
    matches.filter((match) => match.value.kind === 'medicine').map((match) => match.first),
  );
  const current = findings.filter((finding) => !finding.isNegated && !finding.isPast);
  const symptomFindings = current.flatMap((finding) => {
    const concept = finding.match.value;
    if (concept.kind !== 'symptom') return [];
    // "allergic to aspirin" is a drug allergy (context), not the symptom "allergies".
    const next = finding.match.last + 2;
    if (concept.key === 'allergies' && medicineStarts.has(next) && isAllergyTo(tokens, next)) return [];
    return [{ ...finding, key: concept.key }];
  });
  const modifiers = alignSymptomModifiers({
    symptoms: symptomFindings.map((finding) => finding.match),
    // A severity word inside a red flag ("sudden SEVERE headache") or a context phrase grades nothing else.
    severities: findSeverityCues(tokens).filter(
      (cue) => !matches.some((match) => match.value.kind !== 'symptom' && overlaps(match, cue)),
    ),
    durations: findDurations(tokens),
    tokens,
    clauseOf,
  });
  const mentions: SymptomMention[] = symptomFindings.map((finding, i) => {
    const hedged = finding.isHedged;
    const { severity, durationDays } = modifiers[i] ?? {};
    return {
      key: finding.key,
      confidence: confidenceOf({ isFuzzy: finding.match.isFuzzy, isHedged: hedged }),
      hedged,
      matched: finding.matched,
      ...(severity ? { severity } : {}),
      ...(durationDays === undefined ? {} : { durationDays }),
    };
  });
  const symptoms = mergeMentions(mentions);

  const contextFindings: ContextFinding[] = [
    ...findings.map((finding) => ({
      ...finding.match,
      concept: finding.match.value,
      isNegated: finding.isNegated,
    })),
    ...drinking.map((span, i) => ({
      ...span,
      concept: { kind: 'heavy_drinking' } as const,
      isNegated: negatedBy[matches.length + i] !== undefined,
    })),
  ];
  const context = buildContext(tokens, contextFindings, questionSentences);

  const phraseFlags = uniqueByKey(
    current.flatMap((finding) => {
      const concept = finding.match.value;
      return concept.kind === 'red_flag' ? [{ key: concept.key, matched: finding.matched }] : [];
    }),
  );
  const redFlags = uniqueByKey([...phraseFlags, ...deriveRedFlags(symptoms, context)]);

  const present = new Set<string>([...symptoms.map((s) => s.key), ...redFlags.map((f) => f.key)]);
  const negated = uniqueByKey(
    findings
      .filter((finding) => finding.isNegated)
      .flatMap((finding) => clinicalKey(finding.match.value, finding.matched)),
  ).filter((mention) => !present.has(mention.key));
  const denied = new Set(negated.map((mention) => mention.key));
  const historical = uniqueByKey(
    findings
      .filter((finding) => finding.isPast && !finding.isNegated)
      .flatMap((finding) => clinicalKey(finding.match.value, finding.matched)),
  ).filter((mention) => !present.has(mention.key) && !denied.has(mention.key));

  return { symptoms, negated, redFlags, historical, context };
}

/** Every concept in the text: lexicon phrases, the second half of "head and back hurt", fever readings. */
function findConcepts(tokens: readonly Token[]): PhraseMatch<Concept>[] {
  const index = conceptIndex();
  const options = { fuzzy: index.fuzzy };
  const phrases = matchPhrases(tokens, index.phrases, options);
  const readings = findFeverReadings(tokens)
    .filter((span) => !phrases.some((match) => overlaps(match, span)))
    .map(
      (span): PhraseMatch<Concept> => ({
        ...span,
        value: { kind: 'symptom', key: 'fever' },
        phrase: 'temperature reading',
        isFuzzy: false,
        wordCount: 1,
        exactWords: 1,
      }),
    );
  return [...phrases, ...findCoordinated(tokens, phrases, index.phrases, options), ...readings].sort(
    (a, b) => a.first - b.first || a.last - b.last,
  );
}

function clinicalKey(concept: Concept, matched: string): KeyedMention<SymptomKey | RedFlagKey>[] {
  return concept.kind === 'symptom' || concept.kind === 'red_flag' ? [{ key: concept.key, matched }] : [];
}

function uniqueByKey<K extends string>(mentions: readonly KeyedMention<K>[]): KeyedMention<K>[] {
  const seen = new Set<K>();
  return mentions.filter((mention) => {
    if (seen.has(mention.key)) return false;
    seen.add(mention.key);
    return true;
  });
}
