import { postMemoryRaw } from './post-memory-raw';

/** An AI reply read aloud: the server answers audio/wav. */
export async function speakText(text: string): Promise<Blob> {
  const response = await postMemoryRaw('/text-to-speech', { text });
  return response.blob();
}
