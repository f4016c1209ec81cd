import type { Database } from '../client';
import { alerts } from '../schema';
import { ago } from './time';

/** Active alerts that match the seeded stock and expiry dates, plus one already dismissed. */
export async function seedAlerts(db: Database, now: Date, itemIds: Map<string, number>): Promise<void> {
  const id = (name: string) => itemIds.get(name) ?? null;
  await db.insert(alerts).values([
    {
      itemId: id('Ceftriaxone 1 g vials'),
      type: 'critical_stock',
      severity: 'critical',
      title: 'Critical stock: Ceftriaxone 1 g vials',
      message: '18 vials left (threshold 50).',
      createdAt: ago(now, { minutes: 8 }),
    },
    {
      itemId: id('Insulin glargine 100 U/mL pens'),
      type: 'critical_stock',
      severity: 'critical',
      title: 'Critical stock: Insulin glargine 100 U/mL pens',
      message: '12 pens left (threshold 30).',
      createdAt: ago(now, { hours: 2, minutes: 20 }),
    },
    {
      itemId: id('Ibuprofen 400 mg tablets'),
      type: 'expiry',
      severity: 'high',
      title: 'Expiring soon: Ibuprofen 400 mg tablets',
      message: 'The current lot expires in 21 days; use it first or arrange a return.',
      createdAt: ago(now, { hours: 5 }),
    },
    {
      itemId: id('Nitrile examination gloves (M)'),
      type: 'low_stock',
      severity: 'medium',
      title: 'Low stock: Nitrile examination gloves (M)',
      message: '45 boxes left (threshold 60).',
      createdAt: ago(now, { hours: 9 }),
    },
    {
      itemId: id('Fingertip pulse oximeter'),
      type: 'low_stock',
      severity: 'medium',
      title: 'Low stock: Fingertip pulse oximeter',
      message: '7 units left (threshold 10).',
      createdAt: ago(now, { days: 1, hours: 4 }),
    },
    {
      itemId: id('Salbutamol 100 mcg inhaler'),
      type: 'low_stock',
      severity: 'low',
      title: 'Low stock: Salbutamol 100 mcg inhaler',
      message: '22 inhalers left (threshold 40).',
      createdAt: ago(now, { days: 2 }),
    },
    {
      itemId: id('Paracetamol 500 mg tablets'),
      type: 'low_stock',
      severity: 'medium',
      title: 'Low stock: Paracetamol 500 mg tablets',
      message: 'Resolved by the delivery received 30 days ago.',
      status: 'dismissed',
      createdAt: ago(now, { days: 32 }),
    },
  ]);
}
