/** A share from 0 to 1 as a percentage with one decimal, in the reader's language ("92.5", "92,5"). */
export function percentOneDecimal(share: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    share * 100,
  );
}
