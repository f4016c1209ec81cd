import { describeHeldOutSet } from './held-out-set-checks';
import { TEST_MEMORIES, TEST_NOW, TEST_QUESTIONS } from './test-set';

describeHeldOutSet({
  name: 'held-out test set',
  memories: TEST_MEMORIES,
  questions: TEST_QUESTIONS,
  now: TEST_NOW,
});
