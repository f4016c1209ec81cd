import type { RecommendResponse } from '@careledger/shared';
import { AnswerNotes } from './answer-notes';
import { PossibleConditions } from './possible-conditions';
import { RecommendedMedicines } from './recommended-medicines';
import { SymptomBadges } from './symptom-badges';
import { UrgentReferralPanel } from './urgent-referral-panel';

/**
 * One answer. A red flag replaces every suggestion with the urgent panel: no medicine cards and no conditions
 * to weigh, only what to do now (and the notes the server adds to it).
 */
export function RecommendationResult({ answer }: { answer: RecommendResponse }) {
  return (
    <div className="space-y-6" data-testid="recommendation-result">
      {answer.urgentReferral ? <UrgentReferralPanel redFlags={answer.redFlags} /> : null}
      <SymptomBadges detected={answer.symptomsDetected} names={answer.symptomNames} />
      {answer.urgentReferral ? null : (
        <>
          <RecommendedMedicines recommendations={answer.recommendations} />
          <PossibleConditions conditions={answer.possibleConditions} />
        </>
      )}
      <AnswerNotes notes={answer.notes} noteTexts={answer.noteTexts} />
    </div>
  );
}
