import type { Recommendation, VoiceUrgency } from '@careledger/shared';

/**
 * The voice screen's urgency dot: high on any red flag; medium when nothing fits, when a prescription option is
 * shown (a clinician must see the person), or when a caution or a label's stop-use limit applies; else low.
 */
export function rateUrgency(options: {
  hasRedFlag: boolean;
  recommendations: readonly Recommendation[];
  isPastLabelLimit: boolean;
}): VoiceUrgency {
  const { hasRedFlag, recommendations, isPastLabelLimit } = options;
  if (hasRedFlag) return 'high';
  if (recommendations.length === 0 || isPastLabelLimit) return 'medium';
  const needsCare = recommendations.some((r) => r.seeClinician || r.cautions.length > 0);
  return needsCare ? 'medium' : 'low';
}
