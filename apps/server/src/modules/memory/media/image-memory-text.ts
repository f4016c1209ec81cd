import { MEMORY_TEXT_MAX_LENGTH } from '@careledger/shared';

// From what OCR read and the caption to the text a memory stores and analyses. Pure, so it is tested alone.

/** A line of OCR output with fewer letters or digits than this is speckle (`|`, `—`, `e.`), not text. */
const MIN_LINE_CHARACTERS = 2;

/**
 * OCR output as text: each line trimmed with its runs of space made one, lines of speckle and blank lines
 * dropped, the lines kept in order (a note or a label reads line by line).
 */
export function cleanOcrText(raw: string): string {
  return raw
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => (line.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_LINE_CHARACTERS)
    .join('\n');
}

/** Cuts text to at most `max` characters, at the last space before the limit when there is one. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.search(/\s\S*$/);
  return (space > max / 2 ? cut.slice(0, space) : cut).trimEnd();
}

/** A caption ends as a sentence, so the analysis does not run it into the first line read from the image. */
const asSentence = (caption: string) => (/[.!?:;]$/.test(caption) ? caption : `${caption}.`);

/**
 * An image memory's text: the caption (what the person says it is), then what OCR read, within
 * MEMORY_TEXT_MAX_LENGTH (the read text is cut, never the caption). `imageText` is the read text as kept.
 */
export function imageMemoryText(caption: string, ocrText: string): { text: string; imageText: string } {
  const told = caption.trim();
  const room = MEMORY_TEXT_MAX_LENGTH - (told ? asSentence(told).length + 1 : 0);
  const imageText = clip(cleanOcrText(ocrText), room);
  if (!told) return { text: imageText, imageText };
  return { text: imageText ? `${asSentence(told)}\n${imageText}` : told, imageText };
}
