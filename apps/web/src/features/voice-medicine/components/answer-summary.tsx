import type { RecommendResponse } from '@careledger/shared';
import { Card, CardContent } from '@/components/ui/card';
import { DetectedSymptoms } from './detected-symptoms';
import { PossibleConditions } from './possible-conditions';
import { UrgencyIndicator } from './urgency-indicator';

/** Urgency, the symptoms recognised and, unless a red flag sends the person elsewhere, the possible condition. */
export function AnswerSummary({ answer }: { answer: RecommendResponse }) {
  return (
    <Card>
      <CardContent className="space-y-5">
        <UrgencyIndicator urgency={answer.urgency} />
        <DetectedSymptoms detected={answer.symptomsDetected} names={answer.symptomNames} />
        {/* Naming a likely minor condition beside a red flag would only reassure where it must not. */}
        {answer.urgentReferral ? null : <PossibleConditions conditions={answer.possibleConditions} />}
      </CardContent>
    </Card>
  );
}
