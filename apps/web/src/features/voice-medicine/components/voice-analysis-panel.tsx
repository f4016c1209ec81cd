import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useFormat } from '@/hooks/use-format';
import { useTranslation } from '@/lib/i18n';
import type { VoiceStatus } from '../lib/use-voice-assistant';
import { VoiceStatusText } from './voice-status';

interface VoiceAnalysisPanelProps {
  transcript: string;
  confidence: number | null;
  isTyped: boolean;
  status: VoiceStatus;
}

/** What You Said, how sure the recogniser was, and where the session stands. */
export function VoiceAnalysisPanel({ transcript, confidence, isTyped, status }: VoiceAnalysisPanelProps) {
  const { t } = useTranslation('voice');
  const { percent } = useFormat();
  const confidenceText = isTyped
    ? t('analysis.typed')
    : confidence === null
      ? t('analysis.notAvailable')
      : percent(confidence);

  return (
    <Card aria-labelledby="what-you-said-title">
      <CardHeader title={t('analysis.whatYouSaid')} titleId="what-you-said-title" />
      <CardContent className="space-y-4">
        <p
          className="rounded-md bg-slate-50 p-3 text-slate-900 italic dark:bg-slate-800 dark:text-slate-100"
          data-testid="voice-transcript"
        >
          {transcript || t('analysis.nothingYet')}
        </p>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('analysis.confidence')}</dt>
            <dd className="font-medium" data-testid="voice-confidence">
              {confidenceText}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t('status.label')}</dt>
            <dd className="font-medium">
              <VoiceStatusText status={status} />
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
