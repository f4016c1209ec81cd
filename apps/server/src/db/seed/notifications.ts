import type { Notification, NotificationText } from '@careledger/shared';
import { renderNotificationText } from '../../lib/messages';
import type { Database } from '../client';
import { notifications } from '../schema';
import { ago } from './time';

type Sample = NotificationText &
  Pick<Notification, 'type' | 'category' | 'priority' | 'read' | 'actionUrl'> & { createdAt: Date };

/**
 * The spec's five sample notifications (spec 000 sections 4 and 9), one per category. The spec gives no text:
 * these describe the seeded items, so a notification and the inventory agree. Stored like any other: a code
 * with its params, and the English words beside them.
 */
export async function seedNotifications(db: Database, now: Date, recipient: string): Promise<void> {
  const samples: Sample[] = [
    {
      code: 'critical_stock',
      params: { name: 'Ceftriaxone 1 g vials', unit: 'vials', stock: 18, threshold: 50 },
      type: 'error',
      category: 'inventory',
      priority: 'high',
      read: false,
      actionUrl: '/inventory',
      createdAt: ago(now, { minutes: 8 }),
    },
    {
      code: 'restock_forecast',
      params: { name: 'Insulin glargine 100 U/mL pens', stock: 12, threshold: 30 },
      type: 'warning',
      category: 'ml',
      priority: 'high',
      read: false,
      actionUrl: '/ml-predictions',
      createdAt: ago(now, { hours: 2, minutes: 15 }),
    },
    {
      code: 'supplier_confirmed_order',
      params: { supplier: 'SafeHands Medical', quantity: 20, product: 'Nitrile examination gloves (M)' },
      type: 'success',
      category: 'marketplace',
      priority: 'medium',
      read: false,
      actionUrl: '/marketplace',
      createdAt: ago(now, { hours: 6 }),
    },
    {
      code: 'assistant_suggestion',
      params: { name: 'Paracetamol 500 mg tablets', count: 9, stock: 420 },
      type: 'info',
      category: 'ai',
      priority: 'low',
      read: true,
      actionUrl: '/medicine-recommendation',
      createdAt: ago(now, { days: 1, hours: 3 }),
    },
    {
      code: 'backup_completed',
      params: {},
      type: 'success',
      category: 'system',
      priority: 'low',
      read: true,
      actionUrl: null,
      createdAt: ago(now, { days: 3, hours: 1 }),
    },
  ];
  await db
    .insert(notifications)
    .values(samples.map((sample) => ({ recipient, ...sample, ...renderNotificationText(sample) })));
}
