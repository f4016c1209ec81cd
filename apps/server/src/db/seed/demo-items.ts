import { ITEM_SEEDS } from './items';
import { MEDICINE_ITEM_SEEDS } from './medicine-items';

/** Every item the demo seed adds: the general supplies, then the catalogue's medicines. */
export const DEMO_ITEM_SEEDS = [...ITEM_SEEDS, ...MEDICINE_ITEM_SEEDS];
