import { PageHeader } from '@/components/ui/page-header';
import { useScreenHead } from '@/components/ui/screen-head';
import { useVoiceAssistant } from '../lib/use-voice-assistant';
import { SpeechPrivacyNotice } from './speech-privacy-notice';
import { VoiceControls } from './voice-controls';
import { VoiceTabs } from './voice-tabs';

/** Spec 001 "Voice Medicine Assistant", answered by the same recommender as the typed assistant (issue 15). */
export function VoiceMedicineScreen() {
  const assistant = useVoiceAssistant();
  return (
    <>
      <PageHeader {...useScreenHead('voice')} />
      <div className="space-y-6">
        {assistant.isSupported ? <SpeechPrivacyNotice /> : null}
        <VoiceControls assistant={assistant} />
        <VoiceTabs assistant={assistant} />
      </div>
    </>
  );
}
