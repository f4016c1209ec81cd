'use strict';
// The speech synthesiser's thread (see speech.ts). text2wav runs eSpeak NG compiled to WebAssembly (GPL-3.0):
// one reply blocks for up to two seconds, and each run adds process-wide handlers, so it runs here, never on
// the server's own thread. Messages (lib/worker-jobs.ts): { id, text, options } in, { id, result: wav } or
// { id, error } out.

const { parentPort } = require('node:worker_threads');
const text2wav = require('text2wav');

// Emscripten tries to stream-compile the .wasm with fetch() on a file path, fails, and says so on every run
// before reading the file instead; only that notice is dropped, anything else eSpeak says is kept.
const NOISE = /^(wasm streaming compile failed|falling back to ArrayBuffer instantiation)/;
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (!NOISE.test(String(args[0]))) warn(...args);
};

const HANDLED_EVENTS = ['uncaughtException', 'unhandledRejection'];

/** One synthesis, removing the handlers the Emscripten runtime adds to `process` each time it starts. */
async function synthesise(text, options) {
  const before = new Map(HANDLED_EVENTS.map((event) => [event, process.listeners(event)]));
  try {
    return await text2wav(text, options);
  } finally {
    for (const event of HANDLED_EVENTS) {
      for (const listener of process.listeners(event)) {
        if (!before.get(event).includes(listener)) process.off(event, listener);
      }
    }
  }
}

parentPort.on('message', async ({ id, text, options }) => {
  try {
    const wav = await synthesise(text, options);
    parentPort.postMessage({ id, result: wav }, [wav.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
