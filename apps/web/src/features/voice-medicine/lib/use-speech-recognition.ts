import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createSpeechRecogniser,
  detachSpeechRecogniser,
  findSpeechRecognition,
  type SpeechRecogniser,
} from './speech-recognition';
import { readFinalResults, type SpeechSegment } from './speech-segments';

/** Idle, listening, or stopped by the person and waiting for the recogniser's last results. */
export type ListeningPhase = 'idle' | 'listening' | 'stopping';

interface SpeechRecognitionOptions {
  /** Recognition has ended, for whatever reason, with everything heard since Start. */
  onEnd: (segments: SpeechSegment[]) => void;
}

/**
 * One listening session at a time on the browser's recogniser. Listening ends when the person stops it, on a
 * speech error (whose code is kept) or when the recogniser ends by itself (spec 001 section 4, "Voice").
 */
export function useSpeechRecognition({ onEnd }: SpeechRecognitionOptions) {
  const [Recogniser] = useState(() => findSpeechRecognition());
  const [phase, setPhase] = useState<ListeningPhase>('idle');
  const [segments, setSegments] = useState<SpeechSegment[]>([]);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const recogniserRef = useRef<SpeechRecogniser | null>(null);
  // The handlers read what was heard when the session ends, not what the last render saw.
  const heardRef = useRef<SpeechSegment[]>([]);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  const release = useCallback(() => {
    const recogniser = recogniserRef.current;
    recogniserRef.current = null;
    if (recogniser) detachSpeechRecogniser(recogniser);
    return recogniser;
  }, []);

  // Leaving the screen stops the microphone.
  useEffect(() => () => release()?.abort(), [release]);

  const start = useCallback(() => {
    if (!Recogniser) return;
    release()?.abort();
    const recogniser = createSpeechRecogniser(Recogniser);
    heardRef.current = [];
    setSegments([]);
    setErrorCode(null);
    recogniser.onresult = (event) => {
      const heard = readFinalResults(event);
      if (heard.length === 0) return;
      heardRef.current = [...heardRef.current, ...heard];
      setSegments(heardRef.current);
    };
    recogniser.onerror = (event) => {
      setErrorCode(event.error || 'unknown');
      // A stop the person asked for still waits for `end`; otherwise the error ends listening now.
      setPhase((current) => (current === 'listening' ? 'idle' : current));
    };
    recogniser.onend = () => {
      release();
      setPhase('idle');
      onEndRef.current(heardRef.current);
    };
    recogniserRef.current = recogniser;
    try {
      recogniser.start();
      setPhase('listening');
    } catch (error) {
      release();
      setErrorCode(error instanceof Error ? error.name : 'unknown');
    }
  }, [Recogniser, release]);

  const stop = useCallback(() => {
    const recogniser = recogniserRef.current;
    if (!recogniser) return;
    setPhase('stopping');
    recogniser.stop();
  }, []);

  return { isSupported: Recogniser !== undefined, phase, segments, errorCode, start, stop };
}
