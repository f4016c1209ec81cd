// The recommender: from the symptom reader's understanding and the stocked medicines to a safe answer.
export { adviseOnSymptoms } from './advise';
export { MIN_SCORE } from './score';
export type { MedicineAdvice, StockedMedicine } from './types';
