import {
  type CaseResult,
  type Evaluation,
  evaluateUnderstanding,
  heldOutSet,
  labelledSet,
  testSet,
} from '@careledger/server/medicine/understanding';

// How well the medicine assistant reads symptom texts, on three labelled sets beside the reader. The development set
// (labelled-set*.ts) was written by the same hands as the lexicon, so its figures are an upper bound. The held-out
// set (labelled-set-held-out*.ts) was written from the key lists alone, before the lexicon was read, and frozen
// before the reader was scored on it. Its first run was the honest estimate (recall 0.866, precision 0.942,
// negation specificity 0.955, red-flag recall 0.675 with 2 false red flags, context recall 0.939); the reader
// was then fixed against those misses, so its figures now lean optimistic too. New blind cases measure again.
// The test set (labelled-set-test*.ts) is those new blind cases: written from the case format, the key lists and
// evaluate.ts alone, frozen before the reader first ran on it. Its first run (2026-11-25T19:01:36Z, 212 texts)
// was the honest estimate: recall 0.931, precision 0.973, negation specificity 0.979, red-flag recall 0.929
// (39 of 42) with 1 false red flag, context recall 0.978 (45 of 46). Its three red-flag misses (issue 15 asks
// for 1.00) and a dozen reader gaps were then fixed against its misses, by general rules with unit tests of
// their own, so its current figures lean optimistic like the held-out set's. The first run stays recorded below
// and is printed beside the current one; only new blind cases can measure the reader honestly again.

const GOALS = { recall: 0.9, negationSpecificity: 0.95, redFlagRecall: 1 };

/** The test set's one blind run, recorded before any fix was made against its misses. */
const TEST_FIRST_RUN = {
  scoredAt: '2026-11-25T19:01:36Z',
  cases: 212,
  symptomRecall: 0.931,
  symptomPrecision: 0.973,
  negationSpecificity: 0.979,
  redFlagRecall: 0.929,
  redFlagsFound: '39 of 42',
  redFlagFalsePositives: 1,
  contextRecall: 0.978,
  contextFound: '45 of 46',
} as const;

export function printMedicineUnderstanding(): void {
  const development = evaluateUnderstanding(labelledSet);
  const heldOut = evaluateUnderstanding(heldOutSet);
  console.log('\n## Medicine assistant: reading symptoms\n');
  printFigures(`Development set (${development.cases} texts, an upper bound)`, development);
  printFigures(
    `Held-out set (${heldOut.cases} texts, written blind; its first-run misses since fixed)`,
    heldOut,
  );

  console.log(`\nHeld-out misses (${heldOut.failures.length} of ${heldOut.cases} texts):`);
  for (const failure of heldOut.failures) console.log(`  ${describe(failure)}`);

  const test = evaluateUnderstanding(testSet);
  printTestFigures(test);
  printTestMisses(test);

  if (development.failures.length > 0) {
    console.log(`\nDevelopment-set misses (${development.failures.length}):`);
    for (const failure of development.failures) console.log(`  ${describe(failure)}`);
  }
}

/**
 * The test set's recorded first run (blind) beside its current figures, which come after fixes made against its
 * misses and so are no longer a blind estimate.
 */
function printTestFigures(test: Evaluation): void {
  const first = TEST_FIRST_RUN;
  const labelledFlags = testSet.reduce((sum, labelled) => sum + labelled.redFlags.length, 0);
  const foundFlags = Math.round(test.redFlagRecall * labelledFlags);
  const foundContext = Math.round(test.contextRecall * test.contextFacts);
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const rows: [string, string, string, string][] = [
    [
      'Symptom recall',
      first.symptomRecall.toFixed(3),
      test.symptomRecall.toFixed(3),
      `goal >= ${GOALS.recall}: ${met(test.symptomRecall >= GOALS.recall)}`,
    ],
    ['Symptom precision', first.symptomPrecision.toFixed(3), test.symptomPrecision.toFixed(3), ''],
    [
      'Negation specificity',
      first.negationSpecificity.toFixed(3),
      test.negationSpecificity.toFixed(3),
      `goal >= ${GOALS.negationSpecificity}: ${met(test.negationSpecificity >= GOALS.negationSpecificity)}`,
    ],
    [
      'Red-flag recall',
      `${first.redFlagRecall.toFixed(3)} (${first.redFlagsFound})`,
      `${test.redFlagRecall.toFixed(3)} (${foundFlags} of ${labelledFlags})`,
      `goal ${GOALS.redFlagRecall.toFixed(2)}: ${met(test.redFlagRecall >= GOALS.redFlagRecall)}`,
    ],
    ['Red flags without cause', `${first.redFlagFalsePositives}`, `${test.redFlagFalsePositives}`, ''],
    [
      'Context recall',
      `${first.contextRecall.toFixed(3)} (${first.contextFound})`,
      `${test.contextRecall.toFixed(3)} (${foundContext} of ${test.contextFacts})`,
      '',
    ],
  ];
  console.log(
    `\nTest set (${test.cases} texts, written blind; first run recorded, since fixed against its misses):`,
  );
  console.log(
    `  Current figures are after fixes made against the first run's misses, so they lean optimistic; the first run` +
      ` (blind, ${first.scoredAt}, ${first.cases} texts) is the honest estimate.`,
  );
  const header: [string, string, string, string] = ['', 'first run (blind)', 'current (after fixes)', ''];
  const widths = [0, 1, 2].map((column) =>
    Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: readonly string[]) =>
    `  ${row[0]?.padEnd(widths[0] ?? 0)}  ${row[1]?.padEnd(widths[1] ?? 0)}  ${row[2]?.padEnd(widths[2] ?? 0)}  ${row[3]}`.trimEnd();
  for (const row of [header, ...rows]) console.log(line(row));
}

/** Every red-flag miss of the test set, then the first of its other misses. */
function printTestMisses(test: Evaluation): void {
  const OTHER_MISSES_SHOWN = 15;
  const redFlagMisses = test.failures.filter((failure) => failure.missedRedFlags.length > 0);
  const others = test.failures.filter((failure) => failure.missedRedFlags.length === 0);
  console.log(`\nTest-set red-flag misses (${redFlagMisses.length}):`);
  for (const failure of redFlagMisses) console.log(`  ${describe(failure)}`);
  const shown = Math.min(others.length, OTHER_MISSES_SHOWN);
  console.log(`\nOther test-set misses (${others.length} texts, first ${shown} shown):`);
  for (const failure of others.slice(0, OTHER_MISSES_SHOWN)) console.log(`  ${describe(failure)}`);
}

function printFigures(title: string, result: Evaluation): void {
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(`${title}:`);
  console.log(
    `  Symptom recall ${result.symptomRecall.toFixed(3)} (goal >= ${GOALS.recall}: ${met(result.symptomRecall >= GOALS.recall)}),` +
      ` precision ${result.symptomPrecision.toFixed(3)}.`,
  );
  console.log(
    `  Negation specificity ${result.negationSpecificity.toFixed(3)}` +
      ` (goal >= ${GOALS.negationSpecificity}: ${met(result.negationSpecificity >= GOALS.negationSpecificity)}).`,
  );
  console.log(
    `  Red-flag recall ${result.redFlagRecall.toFixed(3)} (goal ${GOALS.redFlagRecall.toFixed(2)}:` +
      ` ${met(result.redFlagRecall >= GOALS.redFlagRecall)}), red flags raised without cause: ${result.redFlagFalsePositives}.`,
  );
  if (result.contextFacts > 0)
    console.log(
      `  Context recall ${result.contextRecall.toFixed(3)} (${result.contextFacts} labelled facts about the person).`,
    );
}

/** One failing text and what went wrong with it, the most serious first. */
function describe(failure: CaseResult): string {
  const parts = [
    ['RED FLAG MISSED', failure.missedRedFlags],
    ['red flag without cause', failure.extraRedFlags],
    ['denied but reported', failure.negationLeaks],
    ['missed', failure.missedSymptoms],
    ['extra', failure.extraSymptoms],
    ['context missed', failure.missedContext],
  ] as const;
  const wrong = parts
    .filter(([, keys]) => keys.length > 0)
    .map(([label, keys]) => `${label}: ${keys.join(', ')}`)
    .join('; ');
  return `${JSON.stringify(failure.text)} -> ${wrong}`;
}
