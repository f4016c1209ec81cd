// The demo's engine (compromise, chrono, VADER, MiniSearch) off the main thread: analysing the samples takes
// long enough to block input and count as Total Blocking Time, and its code is most of what the demo loads.
import { createDemoBackend } from './create-demo-backend';
import { type DemoReply, type DemoRequest, toErrorData } from './demo-worker-protocol';

const backend = createDemoBackend();

const reply = (message: DemoReply) => self.postMessage(message);

self.addEventListener('message', async (event: MessageEvent<DemoRequest>) => {
  const { id, method, args } = event.data;
  try {
    const answer = backend[method] as (...given: unknown[]) => Promise<unknown>;
    reply({ id, ok: true, value: await answer(...args) });
  } catch (error) {
    reply({ id, ok: false, error: toErrorData(error) });
  }
});
