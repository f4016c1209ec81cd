import { useRef, useState } from 'react';
import { useRecommendMedicines } from '@/api/medicine/recommend-medicines';
import { joinTranscript, type SpeechSegment, transcriptConfidence } from './speech-segments';
import { useSpeechRecognition } from './use-speech-recognition';

/** The status line of spec 001: Ready, Listening..., Processing.... */
export type VoiceStatus = 'ready' | 'listening' | 'processing';
export type VoiceTab = 'analysis' | 'recommendations' | 'stock';

/**
 * The voice screen's flow: listen, then Stop & Process sends what was heard to the recommend endpoint once the
 * recogniser has delivered its last results. Typed symptoms (no recogniser, or after a speech error) go the
 * same way.
 */
export function useVoiceAssistant() {
  const recommend = useRecommendMedicines();
  const [typedText, setTypedText] = useState<string | null>(null);
  const [isNothingHeard, setNothingHeard] = useState(false);
  const [tab, setTab] = useState<VoiceTab>('analysis');
  // Set by Stop & Process: the transcript is sent when the recogniser has ended, with its final results in.
  const processOnEnd = useRef(false);

  function process(text: string) {
    const symptoms = text.trim();
    setNothingHeard(symptoms === '');
    if (!symptoms) return;
    recommend.mutate({ symptoms, includeRestocking: true }, { onSuccess: () => setTab('recommendations') });
  }

  const speech = useSpeechRecognition({
    onEnd: (segments: SpeechSegment[]) => {
      if (!processOnEnd.current) return;
      processOnEnd.current = false;
      process(joinTranscript(segments));
    },
  });

  const transcript = typedText ?? joinTranscript(speech.segments);
  const isListening = speech.phase === 'listening';
  const isProcessing = speech.phase === 'stopping' || recommend.isPending;
  const status: VoiceStatus = isListening ? 'listening' : isProcessing ? 'processing' : 'ready';

  function startListening() {
    processOnEnd.current = false;
    setTypedText(null);
    setNothingHeard(false);
    recommend.reset();
    setTab('analysis');
    speech.start();
  }

  function stopAndProcess() {
    if (isListening) {
      processOnEnd.current = true;
      speech.stop();
    } else {
      process(transcript);
    }
  }

  function processTyped(text: string) {
    setTypedText(text.trim());
    recommend.reset();
    process(text);
  }

  return {
    isSupported: speech.isSupported,
    status,
    transcript,
    isTyped: typedText !== null,
    /** The recogniser's confidence in the transcript (0..1), null for typed text or before anything is heard. */
    confidence: typedText === null ? transcriptConfidence(speech.segments) : null,
    speechErrorCode: speech.errorCode,
    isNothingHeard,
    canStart: speech.isSupported && speech.phase === 'idle' && !recommend.isPending,
    canStop: isListening || (!isProcessing && transcript.trim() !== ''),
    isProcessing,
    answer: recommend.data,
    failure: recommend.error,
    startListening,
    stopAndProcess,
    processTyped,
    tab,
    setTab,
  };
}

export type VoiceAssistant = ReturnType<typeof useVoiceAssistant>;
