/** One labelled value of a chart: drawn as a bar or column, and read out as a row of its data table. */
export interface ChartDatum {
  key: string;
  label: string;
  value: number;
  /** Tailwind background classes of the bar, light and dark (3:1 against the card). */
  barClass: string;
}

/** Bar length in percent of the largest value; a non-zero value stays visible as a sliver. */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max((value / max) * 100, 2);
}
