import type { RecommendResponse } from '@careledger/shared';
import { AnswerNotes } from '@/components/medicine-answer/answer-notes';
import { PossibleConditions } from '@/components/medicine-answer/possible-conditions';
import { SymptomBadges } from '@/components/medicine-answer/symptom-badges';
import { UrgentReferralPanel } from '@/components/medicine-answer/urgent-referral-panel';
import { useTranslation } from '@/lib/i18n';
import { RecommendedMedicines } from './recommended-medicines';

/**
 * One answer. A red flag replaces every suggestion with the urgent panel: no medicine cards and no conditions
 * to weigh, only what to do now (and the notes the server adds to it).
 */
export function RecommendationResult({ answer }: { answer: RecommendResponse }) {
  const { t } = useTranslation('medicine');
  return (
    <div className="space-y-6" data-testid="recommendation-result">
      {answer.urgentReferral ? (
        <UrgentReferralPanel
          redFlags={answer.redFlags}
          title={t('urgent.title')}
          body={t('urgent.body')}
          flagsTitle={t('urgent.flags')}
          layout="cards"
        />
      ) : null}
      <SymptomBadges
        detected={answer.symptomsDetected}
        names={answer.symptomNames}
        title={t('results.symptomsDetected')}
        emptyText={t('results.noSymptoms')}
        layout="cards"
      />
      {answer.urgentReferral ? null : (
        <>
          <RecommendedMedicines recommendations={answer.recommendations} />
          <PossibleConditions
            conditions={answer.possibleConditions}
            title={t('results.conditions')}
            layout="cards"
          />
        </>
      )}
      <AnswerNotes
        notes={answer.notes}
        noteTexts={answer.noteTexts}
        title={t('results.notes')}
        layout="cards"
      />
    </div>
  );
}
