const formatters = new Map<string, Intl.NumberFormat>();

/** A share from 0 to 1 as a percentage with one decimal, in the reader's language ("92.5", "92,5"). */
export function percentOneDecimal(share: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    // Every card shows one: build the formatter once per language, not once per card.
    formatter = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formatters.set(language, formatter);
  }
  return formatter.format(share * 100);
}
