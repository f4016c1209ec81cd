import { afterEach, describe, expect, it, vi } from 'vitest';
import { playAudio } from './play-audio';

/** A stand-in for HTMLAudioElement: records its source and lets the test end or fail playback. */
class FakeAudio extends EventTarget {
  static last: FakeAudio | null = null;
  static refuse = false;
  readonly src: string;

  constructor(src: string) {
    super();
    this.src = src;
    FakeAudio.last = this;
  }

  play() {
    return FakeAudio.refuse ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve();
  }
}

describe('playAudio', () => {
  const revoke = vi.fn();
  const stub = () => {
    FakeAudio.last = null;
    revoke.mockClear();
    vi.stubGlobal('Audio', FakeAudio);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:reply');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(revoke);
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    FakeAudio.refuse = false;
  });

  it('plays the WAV from an object URL and releases it once played', async () => {
    stub();
    await playAudio(new Blob(['RIFF'], { type: 'audio/wav' }));
    expect(FakeAudio.last?.src).toBe('blob:reply');
    expect(revoke).not.toHaveBeenCalled();
    FakeAudio.last?.dispatchEvent(new Event('ended'));
    expect(revoke).toHaveBeenCalledWith('blob:reply');
  });

  it('releases the URL and rejects when the browser refuses to play', async () => {
    stub();
    FakeAudio.refuse = true;
    await expect(playAudio(new Blob(['RIFF']))).rejects.toThrow('NotAllowedError');
    expect(revoke).toHaveBeenCalledWith('blob:reply');
  });
});
