import { type Permission, RESTOCKING_TRANSITIONS, type RestockingStatus } from '@careledger/shared';
import type { RestockingAction } from '@/api/medicine/transition-restocking-request';

/** The status each action moves a request to. */
const ACTION_TARGET: Record<RestockingAction, RestockingStatus> = {
  schedule: 'scheduled',
  fulfil: 'fulfilled',
};

/** Schedule Order places a purchase order; Mark Fulfilled books stock in. */
export const RESTOCKING_ACTION_PERMISSION: Record<RestockingAction, Permission> = {
  schedule: 'orders.manage',
  fulfil: 'inventory.manage',
};

/** The actions a request's status allows (pending: Schedule Order and Mark Fulfilled; scheduled: Mark Fulfilled). */
export function allowedRestockingActions(status: RestockingStatus): RestockingAction[] {
  const targets = RESTOCKING_TRANSITIONS[status];
  return (Object.keys(ACTION_TARGET) as RestockingAction[]).filter((action) =>
    targets.includes(ACTION_TARGET[action]),
  );
}
