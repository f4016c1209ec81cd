import type { SupplierInput } from '@careledger/shared';
import type { Database } from '../client';
import { suppliers } from '../schema';
import { ago } from './time';

/** Sample suppliers (spec 001 Supplier fields plus a minimum order quantity). */
export const SUPPLIER_SEEDS: readonly SupplierInput[] = [
  {
    name: 'MedSupply Co.',
    email: 'orders@medsupply.example.com',
    phone: '+1 (555) 010-3001',
    address: '120 Harbor Road, Springfield',
    defaultOrderQuantity: 50,
    minimumOrderQuantity: 20,
    leadTimeDays: 5,
  },
  {
    name: 'PharmaDirect',
    email: 'supply@pharmadirect.example.com',
    phone: '+1 (555) 010-3002',
    address: '8 Market Street, Riverton',
    defaultOrderQuantity: 40,
    minimumOrderQuantity: 10,
    leadTimeDays: 7,
  },
  {
    name: 'SafeHands Medical',
    email: 'sales@safehands.example.com',
    phone: '+1 (555) 010-3003',
    address: '45 Industrial Park, Lakeside',
    defaultOrderQuantity: 100,
    minimumOrderQuantity: 50,
    leadTimeDays: 3,
  },
  {
    name: 'GlucoCare Ltd.',
    email: 'orders@glucocare.example.com',
    phone: '+1 (555) 010-3004',
    address: '3 Science Way, Meadowbrook',
    defaultOrderQuantity: 30,
    minimumOrderQuantity: 10,
    leadTimeDays: 10,
  },
  {
    name: 'VitalTech Devices',
    email: 'b2b@vitaltech.example.com',
    phone: '+1 (555) 010-3005',
    address: '77 Circuit Avenue, Fairview',
    defaultOrderQuantity: 10,
    minimumOrderQuantity: 5,
    leadTimeDays: 14,
  },
  {
    name: 'RespiraMed',
    email: 'orders@respiramed.example.com',
    phone: '+1 (555) 010-3006',
    address: '19 Breeze Lane, Hillcrest',
    defaultOrderQuantity: 40,
    minimumOrderQuantity: 20,
    leadTimeDays: 6,
  },
];

/** Inserts the suppliers; returns their ids by name. */
export async function seedSuppliers(db: Database, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .insert(suppliers)
    .values(SUPPLIER_SEEDS.map((s) => ({ ...s, createdAt: ago(now, { days: 400 }) })))
    .returning({ id: suppliers.id, name: suppliers.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}
