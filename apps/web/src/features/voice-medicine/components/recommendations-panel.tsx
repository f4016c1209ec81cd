import type { RecommendResponse } from '@careledger/shared';
import { MessageSquareText } from 'lucide-react';
import { AnswerDisclaimer } from '@/components/medicine-answer/answer-disclaimer';
import { AnswerNotes } from '@/components/medicine-answer/answer-notes';
import { UrgentReferralPanel } from '@/components/medicine-answer/urgent-referral-panel';
import { EmptyState } from '@/components/ui/empty-state';
import { useTranslation } from '@/lib/i18n';
import { AnswerSummary } from './answer-summary';
import { RecommendedMedicines } from './recommended-medicines';

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
      {answer.urgentReferral ? (
        <UrgentReferralPanel
          redFlags={answer.redFlags}
          title={t('urgent.title')}
          body={t('urgent.body')}
          layout="compact"
        />
      ) : null}
      <AnswerSummary answer={answer} />
      {answer.urgentReferral ? null : (
        <RecommendedMedicines recommendations={answer.recommendations} symptomNames={answer.symptomNames} />
      )}
      <AnswerNotes
        notes={answer.notes}
        noteTexts={answer.noteTexts}
        title={t('answer.notes')}
        layout="compact"
      />
      <AnswerDisclaimer english={answer.disclaimer} title={t('answer.disclaimer')} layout="compact" />
    </div>
  );
}
