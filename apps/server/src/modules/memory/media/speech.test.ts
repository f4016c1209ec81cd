import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { speakableText, stopSpeech, synthesiseSpeech } from './speech';
import { readWav } from './wav-header';

const text2wavDir = path.dirname(createRequire(import.meta.url).resolve('text2wav/package.json'));

afterAll(stopSpeech);

describe('speakableText', () => {
  it('makes white space and control characters one space, and starts with a space', () => {
    expect(speakableText('Take your\n\ttablets\u0000 now. ')).toBe(' Take your tablets now.');
    expect(speakableText('-w /usr/share/x.wav')).toBe(' -w /usr/share/x.wav');
  });
});

describe('synthesiseSpeech', () => {
  it('makes a WAV: RIFF/WAVE, 16-bit PCM, mono, 22,050 Hz, its data as long as the header says', async () => {
    const wav = readWav(await synthesiseSpeech('Good morning. It is time for your walk.'));
    expect(wav.format).toEqual({ audioFormat: 1, channels: 1, sampleRate: 22_050, bitsPerSample: 16 });
    expect(wav.riffSizeMatches).toBe(true);
    expect(wav.dataLength).toBeGreaterThan(0);
    expect(wav.dataLength).toBe(wav.fileLength - wav.dataOffset);
    expect(wav.seconds).toBeGreaterThan(1);
  }, 60_000);

  it('speaks a longer text for longer', async () => {
    const short = readWav(await synthesiseSpeech('Hello.'));
    const long = readWav(
      await synthesiseSpeech(
        'Hello. Your daughter Anna called this morning; she will visit on Sunday with the children, and she asked you to remember your blood pressure tablets after breakfast.',
      ),
    );
    expect(long.seconds).toBeGreaterThan(short.seconds * 3);
  }, 60_000);

  it('reads text that looks like an eSpeak option as words, writing and reading no file', async () => {
    const target = path.join(text2wavDir, 'speech-test.wav');
    const wav = readWav(await synthesiseSpeech(`-w/usr/share/speech-test.wav`));
    expect(existsSync(target)).toBe(false);
    // Spoken as words (a few seconds), not an empty file or a crash.
    expect(wav.seconds).toBeGreaterThan(1);
    const help = readWav(await synthesiseSpeech('--help'));
    expect(help.seconds).toBeGreaterThan(0.2);
  }, 60_000);

  it('starts a new synthesiser after the old one was stopped', async () => {
    await stopSpeech();
    expect(readWav(await synthesiseSpeech('Still here.')).seconds).toBeGreaterThan(0.3);
  }, 60_000);
});
