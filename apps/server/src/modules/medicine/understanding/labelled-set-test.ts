import type { LabelledCase } from './labelled-case';
import { TEST_CONTEXT_CASES } from './labelled-set-test-context';
import { TEST_EVERYDAY_CASES } from './labelled-set-test-everyday';
import { TEST_NEGATION_CASES } from './labelled-set-test-negation';
import { TEST_RED_FLAG_CASES } from './labelled-set-test-red-flags';

/**
 * The test set: texts written blind from the key lists alone (case format, keys and scoring read; no lexicon, no
 * other labelled set, no other reader file), frozen before the reader first ran on them, and never used to fix
 * the reader. Its figures are an honest estimate only while that holds: a reader change made because of one of
 * its misses spends it, and a fresh blind set is needed to measure again.
 */
export const testSet: readonly LabelledCase[] = [
  ...TEST_EVERYDAY_CASES,
  ...TEST_NEGATION_CASES,
  ...TEST_RED_FLAG_CASES,
  ...TEST_CONTEXT_CASES,
];
