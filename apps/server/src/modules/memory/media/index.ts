// The memory companion's media (issue 16): pictures read by OCR into memories, and replies read aloud. The
// routes are in ../media-routes.ts; the rest of the module needs only isOcrReady.

export { isOcrReady, stopOcr } from './ocr';
export { processImage } from './process-image';
export { imageForm } from './read-image-form';
export { processImageBodySchema, speechAudioResponse } from './route-schemas';
export { stopSpeech, synthesiseSpeech } from './speech';
