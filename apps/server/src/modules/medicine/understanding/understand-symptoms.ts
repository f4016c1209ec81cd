import { findHeavyDrinking } from './alcohol-use';
import { alignSymptomModifiers } from './align-modifiers';
import { segmentClauses } from './clauses';
import type { Concept } from './concept';
import { conceptIndex } from './concept-index';
import { confidenceOf } from './confidence';
import { buildContext, type ContextFinding } from './context';
import { findContrasted } from './contrast';
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
import { findFeverReadings, normalTemperatureWords } from './temperature';
import { findThunderclap } from './thunderclap';
import { type Token, tokenize } from './tokenize';
import { isTreatedBackground } from './treated-condition';
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

  const medicines = matches.filter((match) => match.value.kind === 'medicine');
  const medicineStarts = new Set(medicines.map((match) => match.first));
  const current = findings.filter((finding) => !finding.isNegated && !finding.isPast);
  const symptomFindings = current.flatMap((finding) => {
    const concept = finding.match.value;
    if (concept.kind !== 'symptom') return [];
    // "allergic to aspirin" is a drug allergy (context), not the symptom "allergies".
    const next = finding.match.last + 2;
    if (concept.key === 'allergies' && medicineStarts.has(next) && isAllergyTo(tokens, next)) return [];
    return [{ ...finding, key: concept.key }];
  });
  // "on naproxen for my arthritis and now a headache": the arthritis is background, the headache the complaint.
  const isBackground = symptomFindings.map((finding) =>
    isTreatedBackground(tokens, { ...finding.match, key: finding.key }, medicines),
  );
  const hasComplaint = isBackground.some((background) => !background);
  // A severity word inside a red flag ("sudden SEVERE headache") or a context phrase grades nothing else.
  const severities = findSeverityCues(tokens).filter(
    (cue) => !matches.some((match) => match.value.kind !== 'symptom' && overlaps(match, cue)),
  );
  const modifiers = alignSymptomModifiers({
    symptoms: symptomFindings.map((finding) => finding.match),
    severities,
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
  // Background is left out of the symptoms, but still counts for red flags: a pain treated for months is past
  // the label's stop-use limit all the same.
  const symptoms = mergeMentions(mentions.filter((_, i) => !(hasComplaint && isBackground[i])));
  const allSymptoms = hasComplaint ? mergeMentions(mentions) : symptoms;

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
  const thunderclap = findThunderclap({
    tokens,
    clauseOf,
    headaches: symptomFindings.flatMap((finding, i) =>
      finding.key === 'headache' || finding.key === 'migraine'
        ? [{ ...finding.match, severity: modifiers[i]?.severity, matched: finding.matched }]
        : [],
    ),
    symptoms: symptomFindings.map((finding) => finding.match),
    severities,
  });
  const derivedFlags = [...deriveRedFlags(allSymptoms, context), ...(thunderclap ? [thunderclap] : [])];
  const redFlags = uniqueByKey([...phraseFlags, ...derivedFlags]);

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

/**
 * Every concept in the text: lexicon phrases, the second half of "head and back hurt" and of "not itchy, just
 * dry", fever readings. A fever phrase on the "temp" of a normal reading ("temp is 36.9") is dropped.
 */
function findConcepts(tokens: readonly Token[]): PhraseMatch<Concept>[] {
  const index = conceptIndex();
  const options = { fuzzy: index.fuzzy };
  const normalTemperature = normalTemperatureWords(tokens);
  const isNormalReading = (match: PhraseMatch<Concept>) =>
    match.value.kind === 'symptom' &&
    match.value.key === 'fever' &&
    [...normalTemperature].some((position) => match.first <= position && position <= match.last);
  const phrases = matchPhrases(tokens, index.phrases, options).filter((match) => !isNormalReading(match));
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
  const implied = [
    ...findCoordinated(tokens, phrases, index.phrases, options),
    ...findContrasted(tokens, phrases, index.phrases, options),
  ];
  return [...phrases, ...implied, ...readings].sort((a, b) => a.first - b.first || a.last - b.last);
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
