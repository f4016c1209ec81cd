// A worker for worker-jobs.test.ts: { id, op, value } in; echoes, fails, never answers, or exits, as asked.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, op, value }) => {
  if (op === 'echo') parentPort.postMessage({ id, result: { value, threadId: process.pid } });
  else if (op === 'length') parentPort.postMessage({ id, result: value.byteLength });
  else if (op === 'fail') parentPort.postMessage({ id, error: `cannot ${value}` });
  else if (op === 'exit') process.exit(3);
  // 'hang': no answer.
});
