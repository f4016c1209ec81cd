/** A sentence of a memory and where it starts in the memory's text. */
export interface Sentence {
  text: string;
  index: number;
}

const ABBREVIATIONS = new Set(['dr', 'mr', 'mrs', 'ms', 'st', 'no', 'approx', 'etc', 'vs', 'prof', 'rev']);

/** Sentences end at . ! ? or a line break, but not after "Dr." and the like, nor inside "2.5". */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  const push = (end: number): void => {
    const raw = text.slice(start, end);
    const trimmed = raw.trim();
    if (trimmed.length > 0) sentences.push({ text: trimmed, index: start + raw.indexOf(trimmed) });
    start = end;
  };
  for (const match of text.matchAll(/[.!?]+(?=\s|$)|\n/g)) {
    const before = /(\w+)$/.exec(text.slice(start, match.index))?.[1]?.toLowerCase();
    if (match[0] === '.' && before && ABBREVIATIONS.has(before)) continue;
    push(match.index + match[0].length);
  }
  push(text.length);
  return sentences;
}
