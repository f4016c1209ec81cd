// Quantities as people write them: digits, number words up to twenty (and the tens people use for ages),
// "a"/"an" for one, "a couple" for two, "a few" and "several" for three (the smallest reading, so a duration
// limit is never crossed by guessing high).
const WORD_VALUES: ReadonlyMap<string, number> = new Map([
  ['a', 1],
  ['an', 1],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['thirteen', 13],
  ['fourteen', 14],
  ['fifteen', 15],
  ['sixteen', 16],
  ['seventeen', 17],
  ['eighteen', 18],
  ['nineteen', 19],
  ['twenty', 20],
  ['thirty', 30],
  ['forty', 40],
  ['fifty', 50],
  ['sixty', 60],
  ['seventy', 70],
  ['eighty', 80],
  ['ninety', 90],
  ['couple', 2],
  ['few', 3],
  ['several', 3],
]);

/** The number a single word stands for, or undefined. */
export function numberOfWord(word: string): number | undefined {
  if (/^\d+(\.\d+)?$/.test(word)) return Number(word);
  return WORD_VALUES.get(word);
}

export const NUMBER_WORDS: readonly string[] = [...WORD_VALUES.keys()];
