import { evaluateUnderstanding, labelledSet } from '@careledger/server/medicine/understanding';

// How well the medicine assistant reads symptom texts, on the labelled set written for it (see labelled-set*.ts
// beside the reader): the same hands wrote the set and the lexicon, so these figures are an upper bound.

const GOALS = { recall: 0.9, negationSpecificity: 0.95, redFlagRecall: 1 };

export function printMedicineUnderstanding(): void {
  const result = evaluateUnderstanding(labelledSet);
  console.log(`\n## Medicine assistant: reading symptoms (${result.cases} labelled texts)\n`);
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(
    `Symptom recall ${result.symptomRecall.toFixed(3)} (goal >= ${GOALS.recall}: ${met(result.symptomRecall >= GOALS.recall)}),` +
      ` precision ${result.symptomPrecision.toFixed(3)}.`,
  );
  console.log(
    `Negation specificity ${result.negationSpecificity.toFixed(3)}` +
      ` (goal >= ${GOALS.negationSpecificity}: ${met(result.negationSpecificity >= GOALS.negationSpecificity)}).`,
  );
  console.log(
    `Red-flag recall ${result.redFlagRecall.toFixed(3)} (goal ${GOALS.redFlagRecall.toFixed(2)}:` +
      ` ${met(result.redFlagRecall >= GOALS.redFlagRecall)}), red flags raised without cause: ${result.redFlagFalsePositives}.`,
  );
  for (const failure of result.failures.slice(0, 10))
    console.log(`  wrong: ${JSON.stringify(failure).slice(0, 160)}`);
}
