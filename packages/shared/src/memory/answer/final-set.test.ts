import { FINAL_MEMORIES, FINAL_NOW, FINAL_QUESTIONS } from './final-set';
import { describeHeldOutSet } from './held-out-set-checks';

describeHeldOutSet({
  name: 'final held-out set',
  memories: FINAL_MEMORIES,
  questions: FINAL_QUESTIONS,
  now: FINAL_NOW,
});
