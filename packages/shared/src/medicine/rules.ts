import type { StockStatus } from '../stock';
import {
  MATCH_COLOUR_FLOORS,
  MEDICINE_STOCK_YELLOW_BELOW,
  type RestockingStatus,
  type RestockingUrgency,
  type VoiceStockStatus,
} from './constants';

export type TrafficColour = 'green' | 'yellow' | 'red';

/** Match colour of a 0..1 confidence: at least 0.8 green, at least 0.6 yellow, otherwise red. */
export function matchColour(confidence: number): TrafficColour {
  if (confidence >= MATCH_COLOUR_FLOORS.green) return 'green';
  if (confidence >= MATCH_COLOUR_FLOORS.yellow) return 'yellow';
  return 'red';
}

/** Medicine stock colour: 0 red, under 20 yellow, otherwise green. */
export function medicineStockColour(stock: number): TrafficColour {
  if (stock <= 0) return 'red';
  if (stock < MEDICINE_STOCK_YELLOW_BELOW) return 'yellow';
  return 'green';
}

/** Urgency colour: high red, medium yellow, otherwise green. */
export function urgencyColour(urgency: string): TrafficColour {
  if (urgency === 'high') return 'red';
  if (urgency === 'medium') return 'yellow';
  return 'green';
}

/** A restocking request's urgency: high when out of stock, medium when critical, else low. */
export function restockingUrgency(stock: number, status: StockStatus): RestockingUrgency {
  if (stock <= 0) return 'high';
  if (status === 'critical') return 'medium';
  return 'low';
}

/** The voice screen's stock badge, from the ledger's stock and the item's status. */
export function voiceStockStatus(stock: number, status: StockStatus): VoiceStockStatus {
  if (stock <= 0) return 'out-of-stock';
  if (status === 'good') return 'in-stock';
  return 'low-stock';
}

/** The transitions a restocking request allows; anything else is a 409. */
export const RESTOCKING_TRANSITIONS: Record<RestockingStatus, readonly RestockingStatus[]> = {
  pending: ['scheduled', 'fulfilled'],
  scheduled: ['fulfilled'],
  fulfilled: [],
};
