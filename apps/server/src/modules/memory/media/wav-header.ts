// The header of a WAV file, as the speech tests check it (test support only): RIFF/WAVE, the fmt chunk and the
// data chunk, found by walking the chunks rather than assuming a 44-byte header.

/** What a WAV file's header says, and whether it agrees with the file. */
export interface WavHeader {
  format: { audioFormat: number; channels: number; sampleRate: number; bitsPerSample: number };
  /** The RIFF chunk's size is the file's length less 8. */
  riffSizeMatches: boolean;
  dataOffset: number;
  dataLength: number;
  fileLength: number;
  /** How long it plays, from the data length and the byte rate. */
  seconds: number;
}

/** Reads a WAV file's header; throws when it is not RIFF/WAVE with fmt and data chunks. */
export function readWav(wav: Buffer): WavHeader {
  if (wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let format: WavHeader['format'] | undefined;
  let byteRate = 0;
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('latin1', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      format = {
        audioFormat: wav.readUInt16LE(offset + 8),
        channels: wav.readUInt16LE(offset + 10),
        sampleRate: wav.readUInt32LE(offset + 12),
        bitsPerSample: wav.readUInt16LE(offset + 22),
      };
      byteRate = wav.readUInt32LE(offset + 16);
      if (byteRate !== (format.sampleRate * format.channels * format.bitsPerSample) / 8) {
        throw new Error('the byte rate does not match the format');
      }
    }
    if (id === 'data') {
      if (!format) throw new Error('data before fmt');
      return {
        format,
        riffSizeMatches: wav.readUInt32LE(4) === wav.length - 8,
        dataOffset: offset + 8,
        dataLength: size,
        fileLength: wav.length,
        seconds: size / byteRate,
      };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}
