/** Radius giving a circumference of 100, so the dash length is the percentage itself. */
const RADIUS = 100 / (2 * Math.PI);

/**
 * Coverage as a ring. Drawing only, hidden from screen readers: the percentage is written beside it. The arc
 * keeps 4.3:1 against its track and the card in both themes.
 */
export function CoverageRing({ percent }: { percent: number }) {
  const filled = Math.min(Math.max(percent, 0), 100);
  return (
    <svg aria-hidden="true" viewBox="0 0 36 36" className="size-28 shrink-0 -rotate-90">
      <circle
        cx="18"
        cy="18"
        r={RADIUS}
        fill="none"
        strokeWidth="4"
        className="stroke-slate-200 dark:stroke-slate-700"
      />
      {filled > 0 ? (
        <circle
          cx="18"
          cy="18"
          r={RADIUS}
          fill="none"
          strokeWidth="4"
          strokeDasharray={`${filled} 100`}
          className="stroke-teal-700 dark:stroke-teal-400"
          data-testid="coverage-arc"
        />
      ) : null}
    </svg>
  );
}
