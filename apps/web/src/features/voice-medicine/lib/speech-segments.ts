import type { SpeechResultEvent } from './speech-recognition';

/** One final result: what the recogniser heard and how sure it was (0..1). */
export interface SpeechSegment {
  transcript: string;
  confidence: number;
}

/** The final results an event brings (from `resultIndex` on), best alternative each; interim ones are skipped. */
export function readFinalResults(event: SpeechResultEvent): SpeechSegment[] {
  const segments: SpeechSegment[] = [];
  for (let index = event.resultIndex; index < event.results.length; index += 1) {
    const result = event.results[index];
    const best = result?.[0];
    if (!result?.isFinal || !best) continue;
    const transcript = best.transcript.trim();
    if (transcript) segments.push({ transcript, confidence: best.confidence });
  }
  return segments;
}

/** Everything heard, in order, as one text. */
export function joinTranscript(segments: readonly SpeechSegment[]): string {
  return segments.map((segment) => segment.transcript).join(' ');
}

/**
 * The recogniser's confidence in the whole transcript: each result's confidence weighted by its length, so a
 * short "um" heard badly does not halve the confidence of a long, clear sentence. Null before anything is heard.
 */
export function transcriptConfidence(segments: readonly SpeechSegment[]): number | null {
  const weight = segments.reduce((sum, segment) => sum + segment.transcript.length, 0);
  if (weight === 0) return null;
  const total = segments.reduce((sum, segment) => sum + segment.confidence * segment.transcript.length, 0);
  return Math.min(1, Math.max(0, total / weight));
}
