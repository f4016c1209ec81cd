/**
 * A light English stemmer (a small Porter-like suffix stripper). It only needs to send the forms of one word to
 * the same key, for memories and questions alike: keys/key, visited/visiting/visit, batteries/battery,
 * taking/take. It is not meant to produce dictionary words.
 */
export function stemWord(word: string): string {
  let stem = word;
  if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (stem.length > 4 && /(sh|ch|x|z)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);

  if (stem.length > 5 && stem.endsWith('ing') && hasVowel(stem.slice(0, -3))) stem = stem.slice(0, -3);
  else if (stem.length > 4 && stem.endsWith('ed') && hasVowel(stem.slice(0, -2)) && stem.length - 2 >= 3) {
    stem = stem.slice(0, -2);
  } else if (stem.length > 5 && stem.endsWith('ly')) stem = stem.slice(0, -2);

  // "sitting" -> "sitt" -> "sit"; "take" and "taking" both end as "tak".
  if (/([^aeioulsz])\1$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem;
}

function hasVowel(text: string): boolean {
  return /[aeiouy]/.test(text);
}
