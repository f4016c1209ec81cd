import type { TrafficColour } from '@careledger/shared';
import type { BadgeTone } from '@/components/ui/badge';

// The spec's traffic colours (match, stock, urgency) as classes that keep 4.5:1 in both themes.

export const BADGE_TONE: Record<TrafficColour, BadgeTone> = {
  green: 'success',
  yellow: 'warning',
  red: 'danger',
};

export const TEXT_TONE: Record<TrafficColour, string> = {
  green: 'text-green-800 dark:text-green-300',
  yellow: 'text-amber-800 dark:text-amber-300',
  red: 'text-red-700 dark:text-red-300',
};

/** Bar fills are not text: they only need to stand out from the track. */
export const FILL_TONE: Record<TrafficColour, string> = {
  green: 'bg-green-600',
  yellow: 'bg-amber-500',
  red: 'bg-red-600',
};
