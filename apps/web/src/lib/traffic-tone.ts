import type { TrafficColour, VoiceStockStatus } from '@careledger/shared';
import type { BadgeTone } from '@/components/ui/badge';

// The spec's traffic colours (match, stock, urgency) as classes that keep 4.5:1 in both themes. Colour never
// speaks alone: every badge, figure, bar and dot stands beside words that say the same.

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

/** A small dot beside its label (the urgency dot), lighter in the dark theme to stand out from the page. */
export const DOT_TONE: Record<TrafficColour, string> = {
  green: 'bg-green-600 dark:bg-green-400',
  yellow: 'bg-amber-400 dark:bg-amber-300',
  red: 'bg-red-600 dark:bg-red-400',
};

/** The voice stock badge's status as a traffic colour. */
export const STOCK_STATUS_COLOUR: Record<VoiceStockStatus, TrafficColour> = {
  'in-stock': 'green',
  'low-stock': 'yellow',
  'out-of-stock': 'red',
};
