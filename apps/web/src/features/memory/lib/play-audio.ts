/**
 * Plays audio the server made (a WAV) through an object URL, released once it has played or failed, so replies
 * read aloud do not pile up in memory.
 */
export async function playAudio(audio: Blob): Promise<void> {
  const url = URL.createObjectURL(audio);
  const player = new Audio(url);
  const release = () => URL.revokeObjectURL(url);
  player.addEventListener('ended', release, { once: true });
  player.addEventListener('error', release, { once: true });
  try {
    await player.play();
  } catch (error) {
    release();
    throw error;
  }
}
