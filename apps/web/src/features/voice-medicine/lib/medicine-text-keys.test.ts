import { describe, expect, it } from 'vitest';
import { conditionKey, medicineTextKey, redFlagActionKey, symptomKey } from './medicine-text-keys';

describe('medicine text keys', () => {
  it('put the answer’s codes under medicine. in the messages catalogue', () => {
    expect(symptomKey('sore_throat')).toBe('medicine.symptoms.sore_throat');
    expect(conditionKey('common_cold')).toBe('medicine.conditions.common_cold');
    expect(redFlagActionKey('chest_pain')).toBe('medicine.redFlags.chest_pain.action');
  });

  it('take a note or caution code as relative to medicine., unless it already names it', () => {
    expect(medicineTextKey('notes.anxietyHelp')).toBe('medicine.notes.anxietyHelp');
    expect(medicineTextKey('medicine.notes.anxietyHelp')).toBe('medicine.notes.anxietyHelp');
  });
});
