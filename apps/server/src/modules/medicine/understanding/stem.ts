// A light suffix stripper, far smaller than Porter's: just enough that "coughing", "coughs" and "coughed" all
// meet "cough", "sneezing" meets "sneeze" and "aches" meets "ache". Lexicon phrases and text pass through the
// same function, so a stem only has to be consistent, not a real word.

const KEEP_DOUBLE = new Set(['ll', 'ss', 'ff', 'zz']);

export function stemWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.endsWith('ing') && stem.length >= 6) stem = undouble(stem.slice(0, -3));
  // "eed" keeps its ending: "bleed" is not "ble" + "ed".
  else if (stem.endsWith('ed') && !stem.endsWith('eed') && stem.length >= 5)
    stem = undouble(stem.slice(0, -2));
  // A final e is dropped so "sneeze"/"sneezing" and "close"/"closing" share a stem; not from 4-letter words,
  // or "bites" would become "bit" and "a bit of" would read as an insect bite.
  if (stem.endsWith('e') && stem.length > 4) stem = stem.slice(0, -1);
  return stem;
}

/** "throbbing" -> "throbb" -> "throb"; "stuffed" keeps its "ff". */
function undouble(stem: string): string {
  const tail = stem.slice(-2);
  if (tail.length === 2 && tail[0] === tail[1] && !KEEP_DOUBLE.has(tail) && /[a-z]/.test(tail[0] ?? '')) {
    return stem.slice(0, -1);
  }
  return stem;
}
