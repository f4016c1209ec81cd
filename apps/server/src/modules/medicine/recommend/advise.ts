import type { MedicineAdvice, StockedMedicine } from './types';

/**
 * Reads the symptoms text and answers from the medicines given: red flags first (no medicine), then ranked
 * matches with contraindications applied. Pure: no database, no clock.
 */
export function adviseOnSymptoms(_input: { text: string; medicines: readonly StockedMedicine[] }): MedicineAdvice {
  throw new Error('adviseOnSymptoms: being written');
}
