// Deterministic synthetic demand for the tests beside this file and the accuracy benchmark
// (bench/src/forecast-accuracy.ts): a seeded generator, so every run sees the same numbers.

/** mulberry32 (Tommy Ettinger, public domain): a tiny 32-bit PRNG, uniform on [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
export function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A Poisson draw: Knuth's product of uniforms for small means, a rounded normal above 30. */
export function poisson(random: () => number, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)));
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count++;
    product *= random();
  }
  return count;
}

export const SERIES_KINDS = ['smooth', 'trending', 'seasonal', 'intermittent', 'lumpy'] as const;
export type SeriesKind = (typeof SERIES_KINDS)[number];

function between(random: () => number, low: number, high: number): number {
  return low + (high - low) * random();
}

/**
 * `days` days of demand of one kind, its parameters drawn from `random`:
 * - smooth: Poisson around a level (5–60) that drifts slowly (a 1 % random walk per day, in log terms);
 * - trending: Poisson around a straight line that gains 50–200 % over the period, or loses 30–70 %;
 * - seasonal: Poisson around a level times a weekday profile (busy weekdays, quiet or closed weekends);
 * - intermittent: demand on 10–40 % of days, sizes 1 + Poisson(1–4) (CV² < 0.49);
 * - lumpy: demand on 5–30 % of days, log-normal sizes with σ = 1 (CV² about 1.7).
 */
export function syntheticSeries(kind: SeriesKind, days: number, random: () => number): number[] {
  switch (kind) {
    case 'smooth': {
      let level = between(random, 5, 60);
      return Array.from({ length: days }, () => {
        level *= Math.exp(0.01 * normal(random));
        return poisson(random, level);
      });
    }
    case 'trending': {
      const start = between(random, 5, 40);
      const change = random() < 0.6 ? between(random, 0.5, 2) : -between(random, 0.3, 0.7);
      return Array.from({ length: days }, (_, t) => poisson(random, start * (1 + (change * t) / days)));
    }
    case 'seasonal': {
      const level = between(random, 5, 60);
      const closedSunday = random() < 0.3;
      const profile = Array.from({ length: 7 }, (_, d) =>
        d < 5 ? between(random, 0.8, 1.5) : d === 6 && closedSunday ? 0 : between(random, 0.1, 0.5),
      );
      return Array.from({ length: days }, (_, t) => poisson(random, level * (profile[t % 7] ?? 1)));
    }
    case 'intermittent': {
      const probability = between(random, 0.1, 0.4);
      const size = between(random, 1, 4);
      return Array.from({ length: days }, () => (random() < probability ? 1 + poisson(random, size) : 0));
    }
    case 'lumpy': {
      const probability = between(random, 0.05, 0.3);
      const mu = between(random, 1, 3);
      return Array.from({ length: days }, () =>
        random() < probability ? Math.max(1, Math.round(Math.exp(mu + normal(random)))) : 0,
      );
    }
  }
}
