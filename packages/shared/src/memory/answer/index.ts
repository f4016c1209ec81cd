// Answering questions from a person's memories (issue 16): pure TypeScript with no Node APIs, so the demo screen
// runs it in the browser and the server runs the same code.
export { answerQuestion } from './answer-question';
export { BLIND_MEMORIES, BLIND_NOW, BLIND_QUESTIONS } from './blind-set';
export { classifyQuestion } from './classify-question';
export { COVERAGE_FLOOR, NO_MEMORY_ANSWER } from './constants';
export { createMemoryIndex, type MemoryIndex } from './create-memory-index';
export {
  type AnswerEvaluation,
  type AnswerMiss,
  evaluateAnswers,
  evaluateBlindAnswers,
  evaluateFifthAnswers,
  evaluateFinalAnswers,
  evaluateSixthAnswers,
  evaluateTestAnswers,
  isAnswerCorrect,
} from './evaluate-answers';
export { LABELLED_MEMORIES, LABELLED_NOW } from './labelled-memories';
export { LABELLED_QUESTIONS, type LabelledQuestion } from './labelled-questions';
export {
  type AnswerOptions,
  type AnswerSource,
  type Memory,
  type MemoryAnswer,
  QUESTION_TYPES,
  type QuestionType,
  type TimeRange,
} from './types';
