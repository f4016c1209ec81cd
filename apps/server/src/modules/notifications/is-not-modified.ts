/**
 * Whether a request's If-None-Match names the current ETag, so the answer is 304 Not Modified: `*`, or a list
 * of tags one of which matches by the weak comparison GET uses (RFC 9110, 13.1.2: `W/` is ignored).
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const current = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === current);
}
