/** A stretch of a text: `index` of its first character and its `length`. */
export interface TextSpan {
  index: number;
  length: number;
}

/** The text with each span replaced by `fill` characters, so other offsets stay valid. */
export function maskSpans(text: string, spans: readonly TextSpan[], fill = ' '): string {
  let masked = text;
  for (const span of spans) {
    masked = masked.slice(0, span.index) + fill.repeat(span.length) + masked.slice(span.index + span.length);
  }
  return masked;
}
