/** A share from 0 to 1 as a whole percentage in the reader's language ("87 %" in French, "87%" in English). */
export function formatPercent(share: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
