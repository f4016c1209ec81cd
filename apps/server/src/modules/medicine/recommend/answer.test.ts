import { describe, expect, it } from 'vitest';
import { adviseOnSymptoms } from './advise';
import { advise, nameOf, noteKeys, pharmacy, recommendationOf, stocked } from './test-stock';

describe('what the answer says beside the cards', () => {
  it('never guesses: text with no symptom gets no medicine and asks for a description', () => {
    for (const text of ['asdf qwerty', 'hello, can you help me?', 'no fever']) {
      const answer = advise(text);
      expect(answer.recommendations, text).toEqual([]);
      expect(answer.possibleConditions).toEqual([]);
      expect(answer.symptomsDetected).toEqual({});
      expect(noteKeys(answer)[0]).toBe('notes.nothingRecognised');
      expect(answer.noteTexts[0]).toMatch(/^I could not recognise symptoms in that\. Describe what you feel/);
      expect(answer.urgency).toBe('medium');
    }
  });

  it('reports symptoms with rounded confidences and English names, and those denied', () => {
    // The hedge covers both; the misspelt cough is 0.85 × 0.6.
    const answer = advise('no fever, but maybe a headache and a couhg');
    expect(answer.symptomsDetected).toEqual({ headache: 0.6, cough: 0.51 });
    expect(answer.symptomNames).toEqual({ headache: 'Headache', cough: 'Cough' });
    expect(answer.negatedSymptoms).toEqual(['fever']);
  });

  it('says when nothing stocked treats what is described', () => {
    const answer = advise('constipation');
    expect(answer.recommendations).toEqual([]);
    expect(noteKeys(answer)).toEqual(['notes.nothingStockedTreats']);
    expect(answer.urgency).toBe('medium');
  });

  it('names a symptom nothing here treats beside the ones it can', () => {
    const answer = advise('a headache and constipation');
    expect(answer.recommendations.length).toBeGreaterThan(0);
    expect(answer.notes).toContainEqual({ key: 'notes.noMedicineFor', params: { symptom: 'constipation' } });
    expect(answer.noteTexts).toContain(
      'Nothing stocked here treats this symptom: Constipation. Ask a pharmacist or doctor about it.',
    );
  });

  it('says when what fits is out of stock, and still shows it', () => {
    const answer = advise('diarrhea', { loperamide_2mg_caplets: 0 });
    expect(answer.recommendations.map((r) => r.stockStatus)).toEqual(['out-of-stock']);
    expect(noteKeys(answer)).toContain('notes.onlyOutOfStock');
  });

  it('leaves out a medicine when the symptom has lasted past its label limit, and sends to a doctor', () => {
    const answer = advise('diarrhea for 3 days');
    expect(answer.recommendations).toEqual([]);
    expect(answer.notes[0]).toEqual({
      key: 'notes.leftOutPastLimit',
      params: { symptom: 'diarrhea', days: 2, medicines: nameOf('loperamide_2mg_caplets') },
    });
    expect(answer.noteTexts[0]).toMatch(/more than 2 days: Diarrhea\. Please see a doctor\./);
    expect(advise('diarrhea since yesterday').recommendations).toHaveLength(1);
  });

  it('keeps noteTexts as the English of notes, one for one, and a disclaimer on every answer', () => {
    for (const text of ['headache, I take warfarin', 'anxious', 'xyz', 'chest pain']) {
      const answer = advise(text);
      expect(answer.noteTexts).toHaveLength(answer.notes.length);
      for (const line of answer.noteTexts) expect(line).not.toMatch(/medicine\.\w|\{\{|\$t\(/);
      expect(answer.disclaimer).toMatch(/^This is decision support, not a diagnosis/);
    }
  });

  it('words each reason of the reasoning, naming the symptoms matched', () => {
    const paracetamol = recommendationOf(advise('headache and a fever'), 'acetaminophen_500mg_tablets');
    expect(paracetamol?.reasoning).toBe(
      'Main use on its label: Headache. Main use on its label: Fever. It covers 2 of the 2 symptoms you described.',
    );
    expect(paracetamol?.symptomsMatched).toEqual(['headache', 'fever']);
  });
});

describe('urgency', () => {
  it('is low for a plain self-care answer, medium with a caution or a prescription option', () => {
    expect(advise('headache').urgency).toBe('low');
    expect(advise("I'm pregnant and have a headache").urgency).toBe('medium');
    expect(advise("I can't sleep").urgency).toBe('medium');
  });
});

describe('restock candidates', () => {
  it('are the recommended medicines at or below their threshold: low, critical or none left', () => {
    const answer = advise('headache', {
      acetaminophen_500mg_tablets: 15,
      ibuprofen_200mg_tablets: 8,
      naproxen_sodium_220mg_tablets: 0,
      aspirin_325mg_tablets: 21,
      famotidine_20mg_tablets: 3,
    });
    expect(answer.restockCandidates.sort()).toEqual(
      [
        stocked('acetaminophen_500mg_tablets').itemId,
        stocked('ibuprofen_200mg_tablets').itemId,
        stocked('naproxen_sodium_220mg_tablets').itemId,
      ].sort(),
    );
    expect(recommendationOf(answer, 'ibuprofen_200mg_tablets')?.stockStatus).toBe('low-stock');
  });

  it('are empty when what is recommended is well stocked, or nothing is', () => {
    expect(advise('headache').restockCandidates).toEqual([]);
    const noStockList = adviseOnSymptoms({ text: 'headache', medicines: [] });
    expect(noStockList.restockCandidates).toEqual([]);
    expect(noteKeys(noStockList)).toEqual(['notes.nothingStockedTreats']);
    expect(adviseOnSymptoms({ text: 'headache', medicines: pharmacy() }).restockCandidates).toEqual([]);
  });
});
