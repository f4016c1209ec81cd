import { type Understanding, understandSymptoms } from '../understanding';
import { alternativesFor } from './alternatives';
import { isAnxious } from './anxiety-rule';
import { assessSafety } from './assess-safety';
import { type Candidate, isSuggestible } from './candidate';
import { english, medicineText } from './medicine-text';
import { buildNotes } from './notes';
import { findPossibleConditions } from './possible-conditions';
import { selectRecommendations } from './rank';
import { toRecommendation } from './recommendation';
import { describeRedFlags } from './red-flags';
import { findRestockCandidates } from './restock-candidates';
import { MIN_SCORE, scoreMedicine } from './score';
import { summariseSymptoms } from './symptom-summary';
import type { MedicineAdvice, StockedMedicine } from './types';
import { rateUrgency } from './urgency';

/**
 * Reads the symptoms text and answers from the medicines given: red flags first (no medicine), then ranked
 * matches with this person's contraindications applied. Pure: no database, no clock.
 */
export function adviseOnSymptoms(input: {
  text: string;
  medicines: readonly StockedMedicine[];
}): MedicineAdvice {
  const understanding = understandSymptoms(input.text);
  const disclaimer = english(medicineText('disclaimer', {}));
  const summary = summariseSymptoms(understanding);
  if (understanding.redFlags.length > 0) {
    const notes = [medicineText('notes.urgentReferral', {})];
    return {
      ...summary,
      totalRecommendations: 0,
      recommendations: [],
      redFlags: describeRedFlags(understanding),
      urgentReferral: true,
      urgency: 'high',
      // Naming a likely self-care condition beside a warning sign would undercut it.
      possibleConditions: [],
      notes,
      noteTexts: notes.map(english),
      disclaimer,
      restockCandidates: [],
    };
  }

  const anxious = isAnxious(understanding.symptoms);
  const candidates = input.medicines.map((medicine) => weigh(medicine, understanding, anxious));
  const matching = candidates.filter((candidate) => candidate.score >= MIN_SCORE);
  const recommended = selectRecommendations(matching.filter(isSuggestible));
  const recommendations = recommended.map((candidate) =>
    toRecommendation(candidate, {
      context: understanding.context,
      symptomCount: understanding.symptoms.length,
      alternatives: alternativesFor(candidate, candidates),
    }),
  );
  const notes = buildNotes({ understanding, isAnxious: anxious, candidates, matching, recommended });
  return {
    ...summary,
    totalRecommendations: recommendations.length,
    recommendations,
    redFlags: [],
    urgentReferral: false,
    urgency: rateUrgency({
      hasRedFlag: false,
      recommendations,
      isPastLabelLimit: notes.some((note) => note.key === 'notes.leftOutPastLimit'),
    }),
    possibleConditions: findPossibleConditions(understanding.symptoms),
    notes,
    noteTexts: notes.map(english),
    disclaimer,
    restockCandidates: findRestockCandidates(recommended.map((candidate) => candidate.medicine)),
  };
}

/** One stocked medicine against what was read: its match, and what this person's safety rules say of it. */
function weigh(medicine: StockedMedicine, understanding: Understanding, anxious: boolean): Candidate {
  const { symptoms } = understanding;
  const { score, matched } = scoreMedicine(symptoms, medicine.profile);
  const verdict = assessSafety(medicine, {
    context: understanding.context,
    symptoms,
    matched,
    isAnxious: anxious,
  });
  return { medicine, score, matched, ...verdict };
}
