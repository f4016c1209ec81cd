import { CURRENT_ROLE } from '@careledger/shared';
import type { Database } from '../client';
import { notifications } from '../schema';
import { ago } from './time';

/**
 * The spec's five sample notifications (spec 000 sections 4 and 9), one per category. The spec gives no text:
 * these describe the seeded items, so a notification and the inventory agree.
 */
export async function seedNotifications(db: Database, now: Date): Promise<void> {
  await db.insert(notifications).values([
    {
      recipient: CURRENT_ROLE,
      title: 'Critical stock: Ceftriaxone 1 g vials',
      message: 'Only 18 vials left, below half of the threshold of 50. Reorder now to avoid running out.',
      type: 'error',
      category: 'inventory',
      priority: 'high',
      read: false,
      actionUrl: '/inventory',
      createdAt: ago(now, { minutes: 8 }),
    },
    {
      recipient: CURRENT_ROLE,
      title: 'Insulin pens need restocking',
      message: 'Insulin glargine 100 U/mL pens are at 12, under their threshold of 30. Review the forecast.',
      type: 'warning',
      category: 'ml',
      priority: 'high',
      read: false,
      actionUrl: '/ml-predictions',
      createdAt: ago(now, { hours: 2, minutes: 15 }),
    },
    {
      recipient: CURRENT_ROLE,
      title: 'Order confirmed by supplier',
      message: 'SafeHands Medical confirmed your order of 20 boxes of nitrile examination gloves (M).',
      type: 'success',
      category: 'marketplace',
      priority: 'medium',
      read: false,
      actionUrl: '/marketplace',
      createdAt: ago(now, { hours: 6 }),
    },
    {
      recipient: CURRENT_ROLE,
      title: 'Medicine assistant suggestion',
      message: 'Paracetamol 500 mg was recommended 9 times this week; 420 boxes are in stock.',
      type: 'info',
      category: 'ai',
      priority: 'low',
      read: true,
      actionUrl: '/medicine-recommendation',
      createdAt: ago(now, { days: 1, hours: 3 }),
    },
    {
      recipient: CURRENT_ROLE,
      title: 'Database backup completed',
      message: 'The daily backup finished without errors.',
      type: 'success',
      category: 'system',
      priority: 'low',
      read: true,
      actionUrl: null,
      createdAt: ago(now, { days: 3, hours: 1 }),
    },
  ]);
}
