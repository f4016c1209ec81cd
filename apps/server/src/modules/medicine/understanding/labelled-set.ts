import type { LabelledCase } from './labelled-case';
import { CONTEXT_CASES } from './labelled-set-context';
import { EVERYDAY_CASES } from './labelled-set-everyday';
import { MISSPELLED_CASES } from './labelled-set-misspelled';
import { NEGATION_CASES } from './labelled-set-negation';
import { RED_FLAG_CASES } from './labelled-set-red-flags';

// The hand-labelled evaluation set. The texts were written and labelled before the extractor was tuned;
// when a case failed, the method was changed, never the label.
export const labelledSet: readonly LabelledCase[] = [
  ...EVERYDAY_CASES,
  ...MISSPELLED_CASES,
  ...NEGATION_CASES,
  ...RED_FLAG_CASES,
  ...CONTEXT_CASES,
];
