import { FIFTH_MEMORIES, FIFTH_NOW, FIFTH_QUESTIONS } from './fifth-set';
import { describeHeldOutSet } from './held-out-set-checks';

describeHeldOutSet({
  name: 'fifth held-out set',
  memories: FIFTH_MEMORIES,
  questions: FIFTH_QUESTIONS,
  now: FIFTH_NOW,
});
