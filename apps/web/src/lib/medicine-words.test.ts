import type { MedicineText } from '@careledger/shared';
import { describe, expect, it } from 'vitest';
import { recommendation, restockingRequest } from '@/testing/medicine-fixtures';
import {
  cautionLines,
  conditionName,
  disclaimerText,
  medicineKey,
  noteLines,
  reasoningText,
  redFlagWords,
  restockingReason,
  symptomName,
  warningLines,
} from './medicine-words';
import type { Translate } from './server-text';

/** A catalogue that knows the keys given (with the params it was asked with), else the default value. */
function catalogue(known: Record<string, string>): Translate {
  return (key, options) => {
    expect(options.ns).toBe('messages');
    return key in known
      ? `${known[key]}${JSON.stringify({ ...options, ns: undefined, defaultValue: undefined })}`
      : String(options.defaultValue);
  };
}

describe('medicine words', () => {
  it('takes a sentence code as relative to medicine., unless it already names it', () => {
    expect(medicineKey('notes.anxietyHelp')).toBe('medicine.notes.anxietyHelp');
    expect(medicineKey('medicine.notes.anxietyHelp')).toBe('medicine.notes.anxietyHelp');
    const t = catalogue({ 'medicine.notes.anxietyHelp': 'Ayuda' });
    expect(
      noteLines(t, { notes: [{ key: 'medicine.notes.anxietyHelp', params: {} }], noteTexts: ['Help'] }),
    ).toEqual(['Ayuda{}']);
  });

  it('looks symptoms, red flags and restocking reasons up under medicine., else keeps the English', () => {
    const t = catalogue({
      'medicine.symptoms.headache': 'Dolor de cabeza',
      'medicine.redFlags.chest_pain.name': 'Dolor torácico',
    });
    expect(symptomName(t, 'headache', 'Headache')).toBe('Dolor de cabeza{}');
    expect(symptomName(t, 'sore_throat', 'Sore throat')).toBe('Sore throat');
    expect(symptomName(t, 'muscle_pain')).toBe('Muscle pain');
    expect(
      redFlagWords(t, { key: 'chest_pain', matched: '', name: 'Chest pain', action: 'Call now.' }),
    ).toEqual({
      name: 'Dolor torácico{}',
      action: 'Call now.',
    });
    const request = restockingRequest();
    expect(restockingReason(catalogue({ 'medicine.restocking.critical': 'Crítico' }), request)).toBe(
      'Crítico{"stock":8,"threshold":20}',
    );
    expect(restockingReason(catalogue({}), request)).toBe(request.reason);
  });

  it('names conditions and the disclaimer from the catalogue, else the server’s English', () => {
    const t = catalogue({ 'medicine.conditions.common_cold': 'Resfriado común' });
    expect(conditionName(t, { key: 'common_cold', name: 'Common cold', confidence: 0.6 })).toBe(
      'Resfriado común{}',
    );
    expect(conditionName(t, { key: 'flu', name: 'Flu', confidence: 0.4 })).toBe('Flu');
    expect(disclaimerText(catalogue({ 'medicine.disclaimer': 'Aviso' }), 'Not a diagnosis.')).toBe('Aviso{}');
    expect(disclaimerText(catalogue({}), 'Not a diagnosis.')).toBe('Not a diagnosis.');
  });

  it('words this person’s cautions and keeps the label’s own warnings as printed', () => {
    const t = catalogue({ 'medicine.cautions.interaction': 'Con warfarina' });
    expect(cautionLines(t, recommendation())).toEqual(['Con warfarina{"medicine":"warfarin"}']);
    expect(warningLines(t, recommendation())).toEqual([
      'Con warfarina{"medicine":"warfarin"}',
      'Stomach bleeding warning: may cause severe bleeding.',
    ]);
    expect(warningLines(catalogue({}), recommendation())).toEqual(recommendation().warnings);
  });

  it('words the reasoning from its codes only when the catalogue knows them all', () => {
    const reasons: MedicineText[] = [
      { key: 'reasons.matched', params: { symptoms: 'headache' } },
      { key: 'reasons.context', params: {} },
    ];
    const withReasons = recommendation({ reasons, reasoning: 'Treats headache. Context used.' });
    const both = catalogue({ 'medicine.reasons.matched': 'Trata', 'medicine.reasons.context': 'Contexto' });
    expect(reasoningText(both, withReasons)).toBe('Trata{"symptoms":"headache"} Contexto{}');
    expect(reasoningText(catalogue({ 'medicine.reasons.matched': 'Trata' }), withReasons)).toBe(
      'Treats headache. Context used.',
    );
    expect(reasoningText(both, recommendation({ reasons: [], reasoning: 'English only.' }))).toBe(
      'English only.',
    );
  });

  it('pairs each note with its English', () => {
    const notes = [
      { key: 'notes.a', params: {} },
      { key: 'notes.b', params: {} },
    ];
    expect(
      noteLines(catalogue({ 'medicine.notes.b': 'Nota B' }), { notes, noteTexts: ['Note A', 'Note B'] }),
    ).toEqual(['Note A', 'Nota B{}']);
  });
});
