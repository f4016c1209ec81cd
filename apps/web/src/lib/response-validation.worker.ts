// Checks API answers against their schemas off the page's thread (lib/response-validation). Building zod's
// schemas and running them took a few hundred milliseconds of a screen's first seconds with a 4x slower CPU,
// in tasks long enough to hold up a tap (Lighthouse's total blocking time); here the page pays only for a
// message each way.
import './zod-jitless';
import { answerMessage, type ValidationMessage } from './response-schemas';

self.addEventListener('message', async (event: MessageEvent<ValidationMessage>) => {
  const reply = await answerMessage(event.data);
  if (!reply) return;
  try {
    self.postMessage(reply);
  } catch (error) {
    // A value the browser cannot copy to the page (no schema makes one today) fails the check.
    self.postMessage({ id: reply.id, ok: false, message: (error as Error).message });
  }
});
