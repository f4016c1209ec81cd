import { EVOLUTION_WEEKS_MAX } from '@careledger/shared';

/**
 * Weeks since the lesion changed, as the server takes them: a whole number from 0 to EVOLUTION_WEEKS_MAX. Text
 * that does not start with a number is 0 (spec section 8), a fraction is cut to its weeks, more is the most.
 */
export function parseEvolutionWeeks(text: string): number {
  const weeks = Number.parseInt(text.trim(), 10);
  if (Number.isNaN(weeks) || weeks < 0) return 0;
  return Math.min(weeks, EVOLUTION_WEEKS_MAX);
}
