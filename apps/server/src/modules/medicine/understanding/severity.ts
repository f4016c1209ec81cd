import { compilePhrases } from './compile-phrases';
import { lazy } from './lazy';
import { matchPhrases, type PhraseMatch } from './match-phrases';
import type { Token } from './tokenize';

export type Severity = 'mild' | 'moderate' | 'severe';

export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { mild: 1, moderate: 2, severe: 3 };

// Words people use to grade a symptom. Longest match wins, so "not too bad" is mild although it ends in "bad",
// and "really bad" is severe although "bad" alone is moderate.
export const SEVERITY_CUES: Readonly<Record<Severity, readonly string[]>> = {
  mild: [
    'mild',
    'mildly',
    'slight',
    'slightly',
    'minor',
    'a little',
    'a bit',
    'not too bad',
    'not that bad',
    'not bad',
    'not severe',
  ],
  moderate: ['moderate', 'bad', 'pretty bad', 'quite bad', 'fairly bad', 'nasty', 'annoying'],
  severe: [
    'severe',
    'severely',
    'terrible',
    'terribly',
    'awful',
    'horrible',
    'really bad',
    'very bad',
    'so bad',
    'extremely',
    'excruciating',
    'unbearable',
    'intense',
    'killing me',
    'worst',
    'agonizing',
    'agony',
    'debilitating',
    'crippling',
    'splitting',
    'can barely',
  ],
};

const severityIndex = lazy(() =>
  compilePhrases<Severity>(
    (Object.keys(SEVERITY_CUES) as Severity[]).map((severity) => ({
      value: severity,
      phrases: SEVERITY_CUES[severity],
    })),
  ),
);

/** Every severity word in the text. */
export function findSeverityCues(tokens: readonly Token[]): PhraseMatch<Severity>[] {
  return matchPhrases(tokens, severityIndex());
}
