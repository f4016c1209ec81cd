import { describeHeldOutSet } from './held-out-set-checks';
import { SIXTH_MEMORIES, SIXTH_NOW, SIXTH_QUESTIONS } from './sixth-set';

describeHeldOutSet({
  name: 'sixth held-out set',
  memories: SIXTH_MEMORIES,
  questions: SIXTH_QUESTIONS,
  now: SIXTH_NOW,
});
