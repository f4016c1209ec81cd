// Makes API calls and checks their answers off the page's thread (lib/response-validation, lib/api-call).
// Building zod's schemas and running them took a few hundred milliseconds of a screen's first seconds with a 4x
// slower CPU, and each fetch() and its JSON a few more, in tasks long enough to hold up a tap (Lighthouse's total
// blocking time); here the page pays only for a message each way.
import './zod-jitless';
import { answerMessage, type ValidationMessage } from './response-schemas';

self.addEventListener('message', async (event: MessageEvent<ValidationMessage>) => {
  const reply = await answerMessage(event.data);
  if (!reply) return;
  try {
    self.postMessage(reply);
  } catch (error) {
    // A value the browser cannot copy to the page (no schema makes one today) fails the check.
    const { message } = error as Error;
    self.postMessage(
      'outcome' in reply && reply.outcome === 'answered'
        ? { id: reply.id, outcome: 'invalid', status: reply.status, message }
        : { id: reply.id, ok: false, message },
    );
  }
});

// Loaded and listening: from here on a call the page sends may have gone out, so it is not sent again elsewhere.
self.postMessage({ ready: true });
