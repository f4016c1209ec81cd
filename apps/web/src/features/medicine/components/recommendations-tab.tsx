import { useState } from 'react';
import { useRecommendMedicines } from '@/api/medicine/recommend-medicines';
import { AnswerDisclaimer } from '@/components/medicine-answer/answer-disclaimer';
import { ErrorState } from '@/components/ui/error-state';
import { useSession } from '@/hooks/use-session';
import { useTranslation } from '@/lib/i18n';
import { recommendErrorText } from '../lib/recommend-error-text';
import { RecommendationResult } from './recommendation-result';
import { SymptomsForm } from './symptoms-form';

/** Symptoms in, the server's answer out: progress while it reads, then the answer or the spec's error text. */
export function RecommendationsTab() {
  const { t } = useTranslation('medicine');
  const { session } = useSession();
  const recommend = useRecommendMedicines();
  const [symptoms, setSymptoms] = useState('');
  const submit = () => recommend.mutate({ userId: session?.account.id, symptoms, includeRestocking: true });

  return (
    <div className="space-y-6">
      <SymptomsForm value={symptoms} onChange={setSymptoms} onSubmit={submit} status={recommend.status} />
      {recommend.isError ? (
        <ErrorState
          message={recommendErrorText(recommend.error, {
            failed: t('errors.failed'),
            network: t('errors.network'),
          })}
        />
      ) : null}
      {recommend.data ? <RecommendationResult answer={recommend.data} /> : null}
      {/* Always on screen, before and with every answer. */}
      <AnswerDisclaimer
        english={recommend.data?.disclaimer ?? t('results.disclaimer')}
        title={t('results.disclaimerTitle')}
        layout="cards"
      />
    </div>
  );
}
