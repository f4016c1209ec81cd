import type { TrafficColour, VoiceStockStatus } from '@careledger/shared';
import type { BadgeTone } from '@/components/ui/badge';

/** The stock badge's tint; its words always say the status too. */
export const STOCK_BADGE_TONES: Record<VoiceStockStatus, BadgeTone> = {
  'in-stock': 'success',
  'low-stock': 'warning',
  'out-of-stock': 'danger',
};

/** The urgency dot (spec 001 section 9: high red, medium yellow, otherwise green), beside its label. */
export const URGENCY_DOT_CLASSES: Record<TrafficColour, string> = {
  red: 'bg-red-600 dark:bg-red-400',
  yellow: 'bg-amber-400 dark:bg-amber-300',
  green: 'bg-green-600 dark:bg-green-400',
};
