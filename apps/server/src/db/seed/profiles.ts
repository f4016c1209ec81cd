import { DEFAULT_SETTINGS, type Role } from '@careledger/shared';
import { avatarLetterOf } from '../../modules/profile';
import type { Database } from '../client';
import { profiles, settings } from '../schema';

type ProfileSeed = Omit<typeof profiles.$inferInsert, 'updatedAt' | 'avatarLetter'>;

/** Role titles and permissions are spec 000 section 6; people and figures are sample data. */
export const PROFILE_SEEDS: Record<Role, ProfileSeed> = {
  admin: {
    role: 'admin',
    name: 'Alex Morgan',
    email: 'alex.morgan@careledger.example.org',
    phone: '+1 (555) 010-2001',
    location: 'Main Campus, Administration Building',
    roleTitle: 'System Administrator',
    department: 'IT & Systems',
    joinDate: '2021-03-15',
    permissions: ['Full System Access', 'User Management', 'Security Settings', 'Analytics'],
    stats: [
      { key: 'activeSessions', value: 24 },
      { key: 'registeredUsers', value: 48 },
      { key: 'securityAlerts', value: 2 },
    ],
  },
  manager: {
    role: 'manager',
    name: 'Priya Shah',
    email: 'priya.shah@careledger.example.org',
    phone: '+1 (555) 010-2002',
    location: 'Central Pharmacy, Building B',
    roleTitle: 'Inventory Manager',
    department: 'Pharmacy & Supply',
    joinDate: '2022-01-10',
    permissions: ['Inventory Management', 'Staff Supervision', 'Reports Access', 'Settings Control'],
    stats: [
      { key: 'staff', value: 12 },
      { key: 'activeOrders', value: 8 },
      { key: 'pendingApprovals', value: 3 },
    ],
  },
  staff: {
    role: 'staff',
    name: 'Jordan Lee',
    email: 'jordan.lee@careledger.example.org',
    phone: '+1 (555) 010-2003',
    location: 'Ward 4, East Wing',
    roleTitle: 'Medical Staff',
    department: 'Nursing',
    joinDate: '2023-06-01',
    permissions: ['Patient Care', 'Inventory Access', 'Schedule Management', 'Notifications'],
    stats: [
      { key: 'shiftsThisWeek', value: 5 },
      { key: 'patientsToday', value: 14 },
      { key: 'openRequests', value: 2 },
    ],
  },
  supplier: {
    role: 'supplier',
    name: 'Maria Gonzalez',
    email: 'maria.gonzalez@medsupply.example.com',
    phone: '+1 (555) 010-2004',
    location: 'MedSupply Co. Distribution Centre',
    roleTitle: 'Medicine Supplier',
    department: 'External Supplier',
    joinDate: '2022-09-20',
    permissions: ['Product Management', 'Order Processing', 'Analytics Access', 'Communication'],
    stats: [
      { key: 'pendingOrders', value: 5 },
      { key: 'activeProducts', value: 24 },
      { key: 'completedOrders', value: 132 },
    ],
  },
};

export async function seedProfiles(db: Database, now: Date): Promise<void> {
  const rows = Object.values(PROFILE_SEEDS).map((p) => ({
    ...p,
    avatarLetter: avatarLetterOf(p.name),
    updatedAt: now,
  }));
  await db.insert(profiles).values(rows);
  await db
    .insert(settings)
    .values(
      rows.map((p) => ({ role: p.role, values: { ...DEFAULT_SETTINGS, email: p.email }, updatedAt: now })),
    );
}
