import type { RecommendResponse } from '@careledger/shared';
import { PossibleConditions } from '@/components/medicine-answer/possible-conditions';
import { SymptomBadges } from '@/components/medicine-answer/symptom-badges';
import { Card, CardContent } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n';
import { UrgencyIndicator } from './urgency-indicator';

/** Urgency, the symptoms recognised and, unless a red flag sends the person elsewhere, the possible condition. */
export function AnswerSummary({ answer }: { answer: RecommendResponse }) {
  const { t } = useTranslation('voice');
  return (
    <Card>
      <CardContent className="space-y-5">
        <UrgencyIndicator urgency={answer.urgency} />
        <SymptomBadges
          detected={answer.symptomsDetected}
          names={answer.symptomNames}
          title={t('answer.symptoms')}
          emptyText={t('answer.noSymptoms')}
          layout="compact"
          order="most-certain-first"
        />
        {/* Naming a likely minor condition beside a red flag would only reassure where it must not. */}
        {answer.urgentReferral ? null : (
          <PossibleConditions
            conditions={answer.possibleConditions}
            title={t('answer.conditions')}
            emptyText={t('answer.noConditions')}
            layout="compact"
          />
        )}
      </CardContent>
    </Card>
  );
}
