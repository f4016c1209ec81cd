import { Info, Mic, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useTranslation } from '@/lib/i18n';
import type { VoiceAssistant } from '../lib/use-voice-assistant';
import { TypedSymptomsForm } from './typed-symptoms-form';
import { VoiceAlerts } from './voice-alerts';
import { VoiceStatusText } from './voice-status';

/** Start Listening and Stop & Process, the live status, and typing for when speech cannot be used. */
export function VoiceControls({ assistant }: { assistant: VoiceAssistant }) {
  const { t } = useTranslation('voice');
  const canType = !assistant.isSupported || assistant.speechErrorCode !== null;

  return (
    <Card aria-labelledby="voice-controls-title">
      <CardHeader title={t('controls.title')} titleId="voice-controls-title" />
      <CardContent className="space-y-4">
        {assistant.isSupported ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={assistant.startListening} disabled={!assistant.canStart}>
              <Mic aria-hidden="true" className="size-4" />
              {t('controls.start')}
            </Button>
            <Button variant="secondary" onClick={assistant.stopAndProcess} disabled={!assistant.canStop}>
              <Square aria-hidden="true" className="size-4" />
              {t('controls.stop')}
            </Button>
          </div>
        ) : (
          <div className="flex gap-2 text-sm text-slate-800 dark:text-slate-200">
            <Info aria-hidden="true" className="size-5 shrink-0" />
            <div>
              <p className="font-medium" data-testid="speech-unsupported">
                {t('unsupported.message')}
              </p>
              <p className="text-slate-600 dark:text-slate-400">{t('unsupported.hint')}</p>
            </div>
          </div>
        )}
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300" data-testid="voice-status">
          <span className="sr-only">{t('status.label')}: </span>
          <VoiceStatusText status={assistant.status} />
        </p>
        {assistant.isProcessing ? (
          <ProgressBar label={t('progress')} className="h-1.5 rounded-full bg-slate-200 dark:bg-slate-800" />
        ) : null}
        <VoiceAlerts
          speechErrorCode={assistant.speechErrorCode}
          isNothingHeard={assistant.isNothingHeard}
          failure={assistant.failure}
        />
        {canType ? (
          <TypedSymptomsForm isProcessing={assistant.isProcessing} onSubmit={assistant.processTyped} />
        ) : null}
      </CardContent>
    </Card>
  );
}
