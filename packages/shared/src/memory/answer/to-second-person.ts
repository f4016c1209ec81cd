const SWAPS: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
};

/** A phrase from a memory told in the first person, as said back to the person: "my son Tom" -> "your son Tom". */
export function toSecondPerson(phrase: string): string {
  return phrase.replace(/\b[\p{L}']+\b/gu, (word) => {
    const swap = SWAPS[word.toLowerCase()];
    if (!swap) return word;
    return word[0] === word[0]?.toUpperCase() && word !== 'I' ? capitalise(swap) : swap;
  });
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A phrase as a sentence of its own: capitalised, ending in a full stop. */
export function asSentence(phrase: string): string {
  const trimmed = phrase.trim().replace(/[\s,;:]+$/, '');
  return /[.!?]$/.test(trimmed) ? capitalise(trimmed) : `${capitalise(trimmed)}.`;
}
