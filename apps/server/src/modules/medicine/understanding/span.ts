/** A run of tokens, first and last inclusive; gap tokens are inside the run but not part of the phrase. */
export interface Span {
  first: number;
  last: number;
  gapTokens: readonly number[];
}

export function overlaps(a: Span, b: Span): boolean {
  return a.first <= b.last && b.first <= a.last;
}

/** True when the span's own words (its gap tokens excluded) include any token of the other span. */
export function overlapsWords(span: Span, other: Span): boolean {
  for (
    let position = Math.max(span.first, other.first);
    position <= Math.min(span.last, other.last);
    position++
  ) {
    if (!span.gapTokens.includes(position)) return true;
  }
  return false;
}
