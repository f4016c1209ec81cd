import { describe, expect, it } from 'vitest';
import { isNotModified } from './is-not-modified';

describe('isNotModified', () => {
  const etag = '"Qm9vbXMgYW5kIGJhbmRhZ2Vz"';

  it('is true when If-None-Match names the ETag, alone, weak or in a list, or is *', () => {
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, ` "a" ,W/${etag} `, '*', ' * ']) {
      expect(isNotModified(header, etag), header).toBe(true);
    }
  });

  it('is false without the header, or when it names other tags', () => {
    for (const header of [
      undefined,
      '',
      '"other"',
      etag.slice(0, -1),
      `"a", "b"`,
      etag.replaceAll('"', ''),
    ]) {
      expect(isNotModified(header, etag), String(header)).toBe(false);
    }
  });
});
