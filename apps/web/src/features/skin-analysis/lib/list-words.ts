/** Words as a list the way the reader's language writes one ("red, black and white"). */
export function listWords(words: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(words);
}
