import type { RecommendResponse } from '@careledger/shared';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { AnswerDisclaimer } from './answer-disclaimer';
import { AnswerNotes } from './answer-notes';
import { AnswerSummary } from './answer-summary';
import { RecommendedMedicines } from './recommended-medicines';
import { UrgentReferralPanel } from './urgent-referral-panel';

/** The answer: urgency, what was recognised, then medicines or, on a red flag, where to go instead. */
export function RecommendationsPanel({ answer }: { answer: RecommendResponse | undefined }) {
  const { t } = useTranslation('voice');
  if (!answer)
    return (
      <EmptyState
        icon={<MessageSquareText aria-hidden="true" className="size-8 text-slate-500" />}
        title={t('answer.empty')}
      />
    );
  return (
    <div className="space-y-6" data-testid="voice-answer">
      {answer.urgentReferral ? <UrgentReferralPanel redFlags={answer.redFlags} /> : null}
      <AnswerSummary answer={answer} />
      {answer.urgentReferral ? null : (
        <RecommendedMedicines recommendations={answer.recommendations} symptomNames={answer.symptomNames} />
      )}
      <AnswerNotes notes={answer.notes} noteTexts={answer.noteTexts} />
      <AnswerDisclaimer text={answer.disclaimer} />
    </div>
  );
}
