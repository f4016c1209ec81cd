import { api } from '@/lib/api-client';

/** An AI reply read aloud: the server answers audio/wav. */
export async function speakText(text: string): Promise<Blob> {
  const response = await api.postRaw('/memory/text-to-speech', { text });
  return response.blob();
}
