import { compileCues } from './clause-cues';
import { lazy } from './lazy';
import { matchPhrases, type PhraseMatch } from './match-phrases';
import type { Severity } from './severity';
import type { Span } from './span';
import type { Token } from './tokenize';
import type { KeyedMention } from './understanding';

// A thunderclap headache: sudden in onset and severe from the start, the warning sign of a bleed on the brain
// (NHS: "a sudden, severe headache or severe pain at the back of the head" needs 999). People rarely say
// "thunderclap"; they say it came on suddenly and is the worst, excruciating, unbearable. The phrases in the
// red-flag lexicon catch "sudden excruciating headache"; this catches the two told apart: "my head suddenly
// started pounding, the pain is unbearable".

/** Words that grade a headache as severe right after "sudden": "sudden excruciating headache". */
export const THUNDERCLAP_GRADES: readonly string[] = [
  'severe',
  'excruciating',
  'intense',
  'agonising',
  'agonizing',
  'terrible',
  'horrendous',
  'horrific',
  'blinding',
  'explosive',
  'violent',
  'unbearable',
  'awful',
  'horrible',
  'crushing',
  'splitting',
  'massive',
  'extreme',
  'crippling',
  'really bad',
  'very bad',
];

/** Said of how a pain began: all at once. */
export const SUDDEN_ONSET_CUES: readonly string[] = [
  'sudden',
  'suddenly',
  'out of nowhere',
  'out of the blue',
  'instantly',
  'in seconds',
  'within seconds',
  'in an instant',
  'thunderclap',
  'like being hit',
  'like i was hit',
  'like i had been hit',
  'like someone hit me',
];

const onsetIndex = lazy(() => compileCues(SUDDEN_ONSET_CUES));

export interface HeadacheMention extends Span {
  severity?: Severity;
  matched: string;
}

/**
 * The worst_headache red flag for a current headache said in one sentence with a sudden onset, when it is
 * graded severe itself or the sentence has a severe word that grades no other symptom ("the pain is
 * unbearable"). A severe word graded onto another symptom ("a terrible cough and a mild headache") does not count.
 */
export function findThunderclap(input: {
  tokens: readonly Token[];
  clauseOf: readonly number[];
  headaches: readonly HeadacheMention[];
  /** Every current symptom finding, to tell which severity words grade something else. */
  symptoms: readonly Span[];
  severities: readonly PhraseMatch<Severity>[];
}): KeyedMention<'worst_headache'> | undefined {
  const { tokens, clauseOf, headaches, symptoms, severities } = input;
  const sentenceOf = (position: number) => tokens[position]?.sentence ?? -1;
  const suddenSentences = new Set(matchPhrases(tokens, onsetIndex()).map((cue) => sentenceOf(cue.first)));
  const isFreeSevere = (cue: PhraseMatch<Severity>) =>
    cue.value === 'severe' && !symptoms.some((symptom) => clauseOf[symptom.first] === clauseOf[cue.first]);
  for (const headache of headaches) {
    const sentence = sentenceOf(headache.first);
    if (!suddenSentences.has(sentence)) continue;
    const isSevere =
      headache.severity === 'severe' ||
      severities.some((cue) => sentenceOf(cue.first) === sentence && isFreeSevere(cue));
    if (isSevere) return { key: 'worst_headache', matched: headache.matched };
  }
  return undefined;
}
