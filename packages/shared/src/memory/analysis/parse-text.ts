import nlp from 'compromise';
import type { TermJson } from './term-spans';

export interface SentenceSpan {
  /** As written, trimmed. */
  text: string;
  start: number;
  end: number;
  /** compromise's tagged terms, offsets into the whole text. */
  terms: TermJson[];
}

/** An entry tagged once by compromise and shared by the extractors. */
export interface ParsedText {
  text: string;
  /** The same length as `text`, lower-cased with straight apostrophes, for the regular expressions. */
  matchText: string;
  sentences: SentenceSpan[];
}

interface SentenceJson {
  terms: TermJson[];
  offset: { start: number; length: number };
}

/** Lower-case and straighten apostrophes without changing any offset. */
export function toMatchText(text: string): string {
  return text.replace(/[’‘]/g, "'").toLowerCase();
}

/**
 * Splits and tags an entry with compromise (about 1–2 ms a sentence). Only the JSON of its terms is kept:
 * compromise's own noun and people views rescan the whole document and grow far slower on long entries.
 */
export function parseText(text: string): ParsedText {
  const sentences: SentenceSpan[] = [];
  for (const json of nlp(text).json({ offset: true }) as SentenceJson[]) {
    const raw = text.slice(json.offset.start, json.offset.start + json.offset.length);
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    const start = json.offset.start + raw.indexOf(trimmed);
    sentences.push({ text: trimmed, start, end: start + trimmed.length, terms: json.terms });
  }
  return { text, matchText: toMatchText(text), sentences };
}

/** All the entry's terms, in order. */
export function allTerms(parsed: ParsedText): TermJson[] {
  return parsed.sentences.flatMap((sentence) => sentence.terms);
}
